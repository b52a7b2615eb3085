import type { Translation } from '../catalog'
import type withdraw from '../en-US/withdraw'

export default {
  title: '從 {project} 提取',
  yourDeposit: '你的存入：{amount} {symbol}',
  amountPosition: '超過了你的存入金額 {amount} {symbol}。',
  delayNote: '申請後 {delay} 即可領取，在此之前仍會繼續產生收益。',
  step: '申請提取 {amount} {symbol}',
  txWithdraw: '從 {project} 提取 {amount} {symbol}',
  txClaim: '從 {project} 領取 {amount} {symbol}',
  done: '已申請提取 {amount} {symbol}。Yarm 卡片會顯示何時可以領取。',
  wrongNetwork: '你的錢包在其他網絡上。請切換到 {chain} 以提取。',
  revertBalance: '你的存入現在少於該金額。沒有提取任何資金。',
  revertNotYet: '這筆提取暫時未能領取。',
  revertClaimed: '這筆提取已經領取過了。',
  revertOther: '網絡拒絕了該交易。沒有轉移任何資金。',
  failed: '無法發送交易：{reason}',
  pending: '待領取的提取',
  claimableFrom: '{time} 起可領取',
  claimableNow: '可以領取',
  claim: '領取',
  claimStep: '領取 {amount} {symbol}',
  claimed: '已從 {project} 領取 {amount} {symbol}。',
  sayBack: '你將申請提取 {amount} {symbol}。',
} satisfies Translation<typeof withdraw>
