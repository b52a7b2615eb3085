import type { Translation } from '../catalog'
import type shell from '../en-US/shell'

export default {
  skipToContent: '跳至主要內容',
  homeLink: 'Yarm 首頁',
  mainNav: '主要導覽',
  menu: '選單',
  comingSoon: '即將推出',
  navYarmerboard: 'Yarmerboard',
  navPreYarms: 'Pre-Yarms',
  navYarms: 'Yarms',
  navMyReferrals: '我的推薦',
  navPortfolio: '投資組合',
  docs: '文件',
  opensInNewTab: '（在新分頁中開啟）',
  footerTagline: 'Yarm · 你的聲音，成就你的收益',
  version: '版本 {version}',
  notFoundTitle: '找不到網頁',
  notFoundLead: '這個網址沒有任何內容。網頁可能已移動，或連結有誤。',
  notFoundHomeLink: '前往首頁',
  errorTitle: '發生錯誤',
  tryAgain: '再試一次',
} satisfies Translation<typeof shell>
