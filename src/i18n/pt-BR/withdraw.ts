import type { Translation } from '../catalog'
import type withdraw from '../en-US/withdraw'

export default {
  title: 'Sacar de {project}',
  yourDeposit: 'Seu depósito: {amount} {symbol}',
  amountPosition: 'Isso é mais do que seu depósito de {amount} {symbol}.',
  delayNote: 'Você poderá resgatar {delay} após o pedido. Até lá, ele continua rendendo.',
  step: 'Pedir um saque de {amount} {symbol}',
  txWithdraw: 'Sacar {amount} {symbol} de {project}',
  txClaim: 'Resgatar {amount} {symbol} de {project}',
  done: 'Saque de {amount} {symbol} pedido. O cartão do Yarm mostra quando você pode resgatá-lo.',
  wrongNetwork: 'Sua carteira está em outra rede. Mude para {chain} para sacar.',
  revertBalance: 'Seu depósito agora é menor que isso. Nada foi sacado.',
  revertNotYet: 'Este saque ainda não pode ser resgatado.',
  revertClaimed: 'Este saque já foi resgatado.',
  revertOther: 'A rede recusou a transação. Nada foi movimentado.',
  failed: 'Não foi possível enviar a transação: {reason}',
  pending: 'Saques pendentes',
  claimableFrom: 'Pode ser resgatado a partir de {time}',
  claimableNow: 'Pronto para resgatar',
  claim: 'Resgatar',
  claimStep: 'Resgatar {amount} {symbol}',
  claimed: '{amount} {symbol} resgatados de {project}.',
  sayBack: 'Você vai pedir um saque de {amount} {symbol}.',
} satisfies Translation<typeof withdraw>
