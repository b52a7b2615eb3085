import type { Translation } from '../catalog'
import type shell from '../en-US/shell'

export default {
  skipToContent: '跳到主要内容',
  homeLink: 'Yarm 首页',
  mainNav: '主导航',
  menu: '菜单',
  comingSoon: '即将推出',
  navYarmerboard: 'Yarmerboard',
  navPreYarms: 'Pre-Yarms',
  navYarms: 'Yarms',
  navMyReferrals: '我的推荐',
  navPortfolio: '投资组合',
  docs: '文档',
  opensInNewTab: '（在新标签页中打开）',
  footerTagline: 'Yarm · 你的声音，成就你的收益',
  version: '版本 {version}',
  notFoundTitle: '找不到页面',
  notFoundLead: '此地址没有内容。页面可能已移动，或链接有误。',
  notFoundHomeLink: '前往首页',
  errorTitle: '出了点问题',
  tryAgain: '重试',
} satisfies Translation<typeof shell>
