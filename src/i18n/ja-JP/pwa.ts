import type { Translation } from '../catalog'
import type pwa from '../en-US/pwa'

export default {
  installApp: 'アプリをインストール',
  install: 'インストール',
  installHint: 'Yarm をホーム画面にインストールすると、オフラインでもすばやくアクセスできます。',
  iosTitle: 'Yarm をホーム画面に追加',
  iosStepShare: 'Safari のツールバーにある共有ボタン {icon} をタップします。',
  iosStepAdd: '「ホーム画面に追加」を選びます。',
  iosStepConfirm: '「追加」をタップします。Yarm がアプリのように全画面で開くようになります。',
  offlineSince: 'オフライン · {time} 時点のデータを表示中',
  offlineNotSaved:
    'オフラインです。このページはまだオフライン用に保存されていません。オンラインに戻ると読み込まれます。',
  newVersion: '新しいバージョンがあります',
  reload: '再読み込み',
} satisfies Translation<typeof pwa>
