import type { Translation } from '../catalog'
import type shell from '../en-US/shell'

export default {
  skipToContent: 'コンテンツへスキップ',
  homeLink: 'Yarm ホーム',
  mainNav: 'メインナビゲーション',
  menu: 'メニュー',
  comingSoon: '近日公開',
  navYarmerboard: 'Yarmerboard',
  navPreYarms: 'Pre-Yarms',
  navYarms: 'Yarms',
  navMyReferrals: 'マイ紹介',
  navPortfolio: 'ポートフォリオ',
  docs: 'ドキュメント',
  opensInNewTab: '（新しいタブで開きます）',
  footerTagline: 'Yarm · あなたの声が、あなたの利回りに',
  version: 'バージョン {version}',
  notFoundTitle: 'ページが見つかりません',
  notFoundLead: 'このアドレスには何もありません。ページが移動したか、リンクが間違っている可能性があります。',
  notFoundHomeLink: 'ホームページへ移動',
  errorTitle: '問題が発生しました',
  tryAgain: 'もう一度試す',
} satisfies Translation<typeof shell>
