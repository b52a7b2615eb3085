import type { Translation } from '../catalog'
import type wallet from '../en-US/wallet'

export default {
  connectWallet: 'Conectar billetera',
  wrongNetwork: 'Red incorrecta',
  verifyWallet: 'Verificar billetera',
  networkLabel: 'Red: {chain}',
  accountLabel: 'Cuenta {name}',
  balance: '{amount} {symbol}',
  account: 'Cuenta',
  balanceError: 'No se pudo cargar el saldo: la red no responde.',
  relayDown:
    'Se perdió la conexión con {wallet} (el relay de WalletConnect no responde). Reconectando… Las solicitudes esperan hasta que vuelva.',
  transactionsSent_one: '{count} transacción enviada',
  transactionsSent_other: '{count} transacciones enviadas',
  copyAddress: 'Copiar dirección',
  viewOnExplorer: 'Ver en el explorador',
  disconnect: 'Desconectar',
  recentTransactions: 'Transacciones recientes',
  clearAll: 'Borrar todo',
  noTransactions: 'Tus transacciones aparecerán aquí…',
  txPending: 'Pendiente',
  txConfirmed: 'Confirmada',
  txFailed: 'Fallida',
  txLapsed: '{description}: la solicitud a {wallet} venció mientras no estabas. Inténtalo de nuevo.',
  txMaybeSent:
    '{description}: es posible que {wallet} lo haya enviado mientras no estabas. Revisa tu billetera antes de enviarlo de nuevo.',
  switchNetworks: 'Cambiar de red',
  wrongNetworkDetected: 'Se detectó una red incorrecta. Cambia de red o desconéctate para continuar.',
  cannotSwitch:
    'Tu billetera no permite cambiar de red desde {app}. Intenta cambiar de red directamente en tu billetera.',
  switchFailed: 'No se pudo cambiar de red. Inténtalo de nuevo.',
  connected: 'Conectada',
  confirmInWallet: 'Confirma en la billetera',
  verifyTitle: 'Verifica tu cuenta',
  signInFirst: 'Primero inicia sesión con X: tu billetera se verifica para tu cuenta de X.',
  verifyIntro:
    'Para terminar de conectar, firma un mensaje en tu billetera y demuestra que eres dueño de {address}. Es gratis y no envía ninguna transacción.',
  preparing: 'Preparando mensaje…',
  waiting: 'Esperando la firma…',
  verifying: 'Verificando la firma…',
  signMessage: 'Firmar mensaje',
  errorPrepare: 'Error al preparar el mensaje, ¡vuelve a intentarlo!',
  errorSign: 'Error al firmar el mensaje, ¡vuelve a intentarlo!',
  errorVerify: 'Error al verificar la firma, ¡vuelve a intentarlo!',
  errorUnexpected: '¡Uy, algo salió mal!',
} satisfies Translation<typeof wallet>
