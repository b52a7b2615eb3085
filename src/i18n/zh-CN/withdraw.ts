import type { Translation } from '../catalog'
import type withdraw from '../en-US/withdraw'

export default {
  title: '从 {project} 提取',
  yourDeposit: '你的存入：{amount} {symbol}',
  amountPosition: '超过了你的存入金额 {amount} {symbol}。',
  delayNote: '申请后 {delay} 即可领取，在此之前仍会继续产生收益。',
  step: '申请提取 {amount} {symbol}',
  txWithdraw: '从 {project} 提取 {amount} {symbol}',
  txClaim: '从 {project} 领取 {amount} {symbol}',
  done: '已申请提取 {amount} {symbol}。Yarm 卡片会显示何时可以领取。',
  wrongNetwork: '你的钱包在其他网络上。请切换到 {chain} 以提取。',
  revertBalance: '你的存入现在少于该金额。没有提取任何资金。',
  revertNotYet: '这笔提取还不能领取。',
  revertClaimed: '这笔提取已经领取过了。',
  revertOther: '网络拒绝了该交易。没有转移任何资金。',
  failed: '无法发送交易：{reason}',
  pending: '待领取的提取',
  claimableFrom: '{time} 起可领取',
  claimableNow: '可以领取',
  claim: '领取',
  claimStep: '领取 {amount} {symbol}',
  claimed: '已从 {project} 领取 {amount} {symbol}。',
  sayBack: '你将申请提取 {amount} {symbol}。',
} satisfies Translation<typeof withdraw>
