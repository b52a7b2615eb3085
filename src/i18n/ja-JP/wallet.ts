import type { Translation } from '../catalog'
import type wallet from '../en-US/wallet'

export default {
  connectWallet: 'ウォレットを接続',
  wrongNetwork: 'ネットワークが違います',
  verifyWallet: 'ウォレットを認証',
  networkLabel: 'ネットワーク: {chain}',
  accountLabel: 'アカウント {name}',
  balance: '{amount} {symbol}',
  account: 'アカウント',
  balanceError: '残高を読み込めませんでした：ネットワークが応答していません。',
  relayDown:
    '{wallet} との接続が切れました（WalletConnect のリレーが応答しません）。再接続しています… リクエストは復旧まで待機します。',
  transactionsSent_one: '{count} 件のトランザクションを送信済み',
  transactionsSent_other: '{count} 件のトランザクションを送信済み',
  copyAddress: 'アドレスをコピー',
  viewOnExplorer: 'エクスプローラーで表示',
  disconnect: '接続を解除',
  recentTransactions: '最近のトランザクション',
  clearAll: 'すべてクリア',
  noTransactions: 'トランザクションはここに表示されます…',
  txPending: '保留中',
  txConfirmed: '承認済み',
  txFailed: '失敗',
  txLapsed:
    '{description}：離れている間に {wallet} へのリクエストの有効期限が切れました。もう一度お試しください。',
  txMaybeSent:
    '{description}：離れている間に {wallet} が送信した可能性があります。もう一度送信する前にウォレットを確認してください。',
  switchNetworks: 'ネットワークを切り替え',
  wrongNetworkDetected:
    '異なるネットワークが検出されました。続行するには、ネットワークを切り替えるか接続を解除してください。',
  cannotSwitch:
    'お使いのウォレットは {app} からのネットワーク切り替えに対応していません。ウォレット内でネットワークを切り替えてください。',
  switchFailed: 'ネットワークを切り替えられませんでした。もう一度お試しください。',
  connected: '接続済み',
  confirmInWallet: 'ウォレットで確認してください',
  verifyTitle: 'アカウントを認証',
  signInFirst: 'まず X でサインインしてください：ウォレットは X アカウントに紐づけて認証されます。',
  verifyIntro:
    '接続を完了するには、ウォレットでメッセージに署名し、{address} の所有者であることを証明してください。無料で、トランザクションは送信されません。',
  preparing: 'メッセージを準備中…',
  waiting: '署名を待っています…',
  verifying: '署名を検証中…',
  signMessage: 'メッセージに署名',
  errorPrepare: 'メッセージの準備中にエラーが発生しました。もう一度お試しください！',
  errorSign: 'メッセージの署名中にエラーが発生しました。もう一度お試しください！',
  errorVerify: '署名の検証中にエラーが発生しました。もう一度お試しください！',
  errorUnexpected: '問題が発生しました！',
} satisfies Translation<typeof wallet>
