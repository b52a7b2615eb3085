import type { Translation } from '../catalog'
import type withdraw from '../en-US/withdraw'

export default {
  title: '{project} から出金',
  yourDeposit: 'あなたの入金：{amount} {symbol}',
  amountPosition: '入金額 {amount} {symbol} を超えています。',
  delayNote: '申請から {delay} 後に受け取れます。それまでは利回りが付き続けます。',
  step: '{amount} {symbol} の出金を申請',
  txWithdraw: '{project} から {amount} {symbol} を出金',
  txClaim: '{project} から {amount} {symbol} を受け取る',
  done: '{amount} {symbol} の出金を申請しました。受け取れる日時は Yarm のカードに表示されます。',
  wrongNetwork: 'ウォレットが別のネットワークにあります。出金するには {chain} に切り替えてください。',
  revertBalance: '入金額がそれより少なくなっています。何も出金されていません。',
  revertNotYet: 'この出金はまだ受け取れません。',
  revertClaimed: 'この出金はすでに受け取り済みです。',
  revertOther: 'ネットワークがトランザクションを拒否しました。何も移動していません。',
  failed: 'トランザクションを送信できませんでした：{reason}',
  pending: '処理中の出金',
  claimableFrom: '{time} から受け取り可能',
  claimableNow: '受け取り可能',
  claim: '受け取る',
  claimStep: '{amount} {symbol} を受け取る',
  claimed: '{project} から {amount} {symbol} を受け取りました。',
  sayBack: '{amount} {symbol} の出金を申請します。',
} satisfies Translation<typeof withdraw>
