import type { Translation } from '../catalog'
import type shell from '../en-US/shell'

export default {
  skipToContent: '본문으로 건너뛰기',
  homeLink: 'Yarm 홈',
  mainNav: '주 메뉴',
  menu: '메뉴',
  comingSoon: '출시 예정',
  navYarmerboard: 'Yarmerboard',
  navPreYarms: 'Pre-Yarms',
  navYarms: 'Yarms',
  navMyReferrals: '내 추천',
  navPortfolio: '포트폴리오',
  docs: '문서',
  opensInNewTab: '(새 탭에서 열림)',
  footerTagline: 'Yarm · 당신의 목소리가 수익이 됩니다',
  version: '버전 {version}',
  notFoundTitle: '페이지를 찾을 수 없습니다',
  notFoundLead: '이 주소에는 아무것도 없습니다. 페이지가 이동했거나 링크가 잘못되었을 수 있습니다.',
  notFoundHomeLink: '홈페이지로 이동',
  errorTitle: '문제가 발생했습니다',
  tryAgain: '다시 시도',
} satisfies Translation<typeof shell>
