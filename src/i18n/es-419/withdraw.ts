import type { Translation } from '../catalog'
import type withdraw from '../en-US/withdraw'

export default {
  title: 'Retirar de {project}',
  yourDeposit: 'Tu depósito: {amount} {symbol}',
  amountPosition: 'Eso es más que tu depósito de {amount} {symbol}.',
  delayNote: 'Podrás reclamarlo {delay} después de la solicitud. Mientras tanto sigue generando rendimiento.',
  step: 'Solicitar un retiro de {amount} {symbol}',
  txWithdraw: 'Retirar {amount} {symbol} de {project}',
  txClaim: 'Reclamar {amount} {symbol} de {project}',
  done: 'Retiro de {amount} {symbol} solicitado. La tarjeta del Yarm muestra cuándo puedes reclamarlo.',
  wrongNetwork: 'Tu billetera está en otra red. Cambia a {chain} para retirar.',
  revertBalance: 'Tu depósito ahora es menor que eso. No se retiró nada.',
  revertNotYet: 'Este retiro todavía no se puede reclamar.',
  revertClaimed: 'Este retiro ya fue reclamado.',
  revertOther: 'La red rechazó la transacción. No se movió nada.',
  failed: 'No se pudo enviar la transacción: {reason}',
  pending: 'Retiros pendientes',
  claimableFrom: 'Se puede reclamar desde {time}',
  claimableNow: 'Listo para reclamar',
  claim: 'Reclamar',
  claimStep: 'Reclamar {amount} {symbol}',
  claimed: 'Reclamaste {amount} {symbol} de {project}.',
  sayBack: 'Vas a solicitar un retiro de {amount} {symbol}.',
} satisfies Translation<typeof withdraw>
