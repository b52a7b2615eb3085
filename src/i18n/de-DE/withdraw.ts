import type { Translation } from '../catalog'
import type withdraw from '../en-US/withdraw'

export default {
  title: 'Abheben aus {project}',
  yourDeposit: 'Deine Einzahlung: {amount} {symbol}',
  amountPosition: 'Das ist mehr als deine Einzahlung von {amount} {symbol}.',
  delayNote: 'Du kannst den Betrag {delay} nach der Anfrage abholen. Bis dahin bringt er weiter Ertrag.',
  step: 'Auszahlung von {amount} {symbol} anfordern',
  txWithdraw: '{amount} {symbol} aus {project} abheben',
  txClaim: '{amount} {symbol} aus {project} abholen',
  done: 'Auszahlung von {amount} {symbol} angefordert. Die Yarm-Karte zeigt, wann du sie abholen kannst.',
  wrongNetwork: 'Deine Wallet ist in einem anderen Netzwerk. Wechsle zu {chain}, um abzuheben.',
  revertBalance: 'Deine Einzahlung ist inzwischen kleiner. Es wurde nichts abgehoben.',
  revertNotYet: 'Diese Auszahlung kann noch nicht abgeholt werden.',
  revertClaimed: 'Diese Auszahlung wurde bereits abgeholt.',
  revertOther: 'Das Netzwerk hat die Transaktion abgelehnt. Es wurde nichts bewegt.',
  failed: 'Die Transaktion konnte nicht gesendet werden: {reason}',
  pending: 'Offene Auszahlungen',
  claimableFrom: 'Abholbar ab {time}',
  claimableNow: 'Bereit zum Abholen',
  claim: 'Abholen',
  claimStep: '{amount} {symbol} abholen',
  claimed: '{amount} {symbol} aus {project} abgeholt.',
  sayBack: 'Du forderst eine Auszahlung von {amount} {symbol} an.',
} satisfies Translation<typeof withdraw>
