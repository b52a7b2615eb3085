import type { Translation } from '../catalog'
import type shell from '../en-US/shell'

export default {
  skipToContent: '跳至主要內容',
  homeLink: 'Yarm 主頁',
  mainNav: '主導覽',
  menu: '選單',
  comingSoon: '即將推出',
  navYarmerboard: 'Yarmerboard',
  navPreYarms: 'Pre-Yarms',
  navYarms: 'Yarms',
  navMyReferrals: '我的推薦',
  navPortfolio: '投資組合',
  docs: '文件',
  opensInNewTab: '（在新分頁開啟）',
  footerTagline: 'Yarm · 你的聲音，成就你的回報',
  version: '版本 {version}',
  notFoundTitle: '找不到頁面',
  notFoundLead: '此網址沒有任何內容。頁面可能已移動，或連結有誤。',
  notFoundHomeLink: '前往主頁',
  errorTitle: '出現問題',
  tryAgain: '再試一次',
} satisfies Translation<typeof shell>
