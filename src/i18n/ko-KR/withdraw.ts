import type { Translation } from '../catalog'
import type withdraw from '../en-US/withdraw'

export default {
  title: '{project}에서 출금',
  yourDeposit: '내 입금: {amount} {symbol}',
  amountPosition: '입금액 {amount} {symbol}보다 많습니다.',
  delayNote: '요청 후 {delay}이 지나면 받을 수 있습니다. 그때까지 계속 수익이 쌓입니다.',
  step: '{amount} {symbol} 출금 요청',
  txWithdraw: '{project}에서 {amount} {symbol} 출금',
  txClaim: '{project}에서 {amount} {symbol} 받기',
  done: '{amount} {symbol} 출금을 요청했습니다. 받을 수 있는 시점은 Yarm 카드에 표시됩니다.',
  wrongNetwork: '지갑이 다른 네트워크에 있습니다. 출금하려면 {chain}(으)로 전환하세요.',
  revertBalance: '입금액이 이제 그보다 적습니다. 아무것도 출금되지 않았습니다.',
  revertNotYet: '이 출금은 아직 받을 수 없습니다.',
  revertClaimed: '이 출금은 이미 받았습니다.',
  revertOther: '네트워크가 트랜잭션을 거부했습니다. 아무것도 이동하지 않았습니다.',
  failed: '트랜잭션을 보낼 수 없습니다: {reason}',
  pending: '대기 중인 출금',
  claimableFrom: '{time}부터 받을 수 있음',
  claimableNow: '받을 수 있음',
  claim: '받기',
  claimStep: '{amount} {symbol} 받기',
  claimed: '{project}에서 {amount} {symbol}을(를) 받았습니다.',
  sayBack: '{amount} {symbol} 출금을 요청합니다.',
} satisfies Translation<typeof withdraw>
