import type { Translation } from '../catalog'
import type deposit from '../en-US/deposit'

export default {
  deposit: 'Depositar',
  notLive: 'Los depósitos se abren mientras el Yarm está activo.',
  full: 'Este Yarm está lleno.',
  unreachable: 'No se puede conectar con la red {chain} en este momento.',
  noVault: 'Este Yarm todavía no acepta depósitos en esta red.',
  title: 'Depositar en {project}',
  network: 'Red',
  amount: 'Monto',
  balance: 'Saldo: {amount} {symbol}',
  max: 'Máx.',
  capacityLeft: 'Capacidad restante: {amount} {symbol}',
  via: 'Yarmer acreditado: @{handle}',
  fee: 'Comisión de red estimada: {fee} {symbol}',
  feeUnknown: 'Comisión de red estimada: calculando',
  feeFailed: 'Comisión de red estimada: no se puede calcular ahora; tu billetera la mostrará',
  delay: 'Plazo de retiro: {delay}',
  amountEmpty: 'Ingresa un monto mayor que cero.',
  amountFormat: 'Ingresa el monto como número, por ejemplo 100 o {example}.',
  amountDecimals:
    '{symbol} tiene {decimals} decimales: usa como máximo {decimals} dígitos después del punto.',
  amountBalance: 'Eso supera tu saldo de {amount} {symbol}.',
  amountCapacity: 'Solo caben {amount} {symbol} más en este Yarm.',
  amountGas: 'La comisión de red necesita unos {fee} {symbol}; tienes {balance} {symbol}.',
  stepApprove: 'Paso 1 de 2: aprobar {amount} {symbol}',
  stepPermit: 'Paso 1 de 2: autorizar {amount} {symbol} con una firma (sin comisión)',
  stepDeposit: 'Paso 2 de 2: depositar {amount} {symbol}',
  stepSingle: 'Depositar {amount} {symbol}',
  stepBatch: 'Aprobar y depositar {amount} {symbol} en una sola solicitud',
  stepWallet: 'confirma en tu billetera',
  stepPending: 'pendiente',
  stepConfirmed: 'confirmada',
  stepSigned: 'firmado',
  stepFailed: 'fallida',
  txApprove: 'Aprobar {amount} {symbol} para {project}',
  txDeposit: 'Depositar {amount} {symbol} en {project}',
  done: 'Depositaste {amount} {symbol} en {project}.',
  revertFull:
    'El Yarm se llenó antes de que entrara tu depósito. No se tomó nada; prueba con un monto menor.',
  revertEnded: 'Este Yarm terminó y ya no acepta depósitos. No se tomó nada.',
  revertAllowance:
    'La bóveda no tenía permiso para tomar este monto. Apruébalo de nuevo y vuelve a intentarlo.',
  revertOther: 'La red rechazó el depósito. No se tomó nada.',
  permitUnusable:
    'La firma de tu billetera no se pudo usar para autorizar {symbol}, así que no se envió nada con ella. Aprueba el monto y luego deposita: dos transacciones.',
  permitUnreachable:
    'No se pudo cargar el paso de firma para {symbol} (no se puede acceder al sitio), así que no se firmó nada. Aprueba el monto y luego deposita: dos transacciones.',
  permitRefused:
    '{symbol} no aceptó la firma de tu billetera, así que no se envió nada con ella. Aprueba el monto y luego deposita: dos transacciones.',
  permitDomain:
    'El depósito se detuvo antes de pedir una firma: {symbol} en {chain} se presenta como otra red u otro contrato distinto del que usa esta app. No se firmó ni se envió nada.',
  nodeDown:
    'No se puede conectar con la red. Tu transacción sigue pendiente y se revisará de nuevo cuando responda.',
  failed: 'No se pudo enviar el depósito: {reason}',
  wrongNetwork: 'Tu billetera está en otra red. Cambia a {chain} para depositar.',
  switchTo: 'Cambiar a {chain}',
  yourDeposit: 'Tu depósito',
  yourDepositValue: '{amount} {symbol}',
  close: 'Cerrar',
  withdraw: 'Retirar',
  resumeWaiting:
    'Tu depósito de {amount} {symbol} quedó a mitad de camino: la aprobación está confirmada, pero el depósito aún no se envió.',
  resumeContinue: 'Continuar depósito',
  sayBack: 'Vas a depositar {amount} {symbol}.',
} satisfies Translation<typeof deposit>
