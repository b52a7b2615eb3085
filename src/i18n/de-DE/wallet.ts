import type { Translation } from '../catalog'
import type wallet from '../en-US/wallet'

export default {
  connectWallet: 'Wallet verbinden',
  wrongNetwork: 'Falsches Netzwerk',
  verifyWallet: 'Wallet verifizieren',
  networkLabel: 'Netzwerk: {chain}',
  accountLabel: 'Konto {name}',
  balance: '{amount} {symbol}',
  account: 'Konto',
  balanceError: 'Das Guthaben konnte nicht geladen werden: Das Netzwerk antwortet nicht.',
  relayDown:
    'Die Verbindung zu {wallet} ist unterbrochen (das Relay von WalletConnect antwortet nicht). Verbinde neu… Anfragen warten, bis sie wieder steht.',
  transactionsSent_one: '{count} Transaktion gesendet',
  transactionsSent_other: '{count} Transaktionen gesendet',
  copyAddress: 'Adresse kopieren',
  viewOnExplorer: 'Im Explorer ansehen',
  disconnect: 'Trennen',
  recentTransactions: 'Letzte Transaktionen',
  clearAll: 'Alle löschen',
  noTransactions: 'Deine Transaktionen erscheinen hier…',
  txPending: 'Ausstehend',
  txConfirmed: 'Bestätigt',
  txFailed: 'Fehlgeschlagen',
  txLapsed:
    '{description}: Die Anfrage an {wallet} ist abgelaufen, während du weg warst. Versuche es erneut.',
  txMaybeSent:
    '{description}: {wallet} hat es vielleicht gesendet, während du weg warst. Prüfe deine Wallet, bevor du es erneut sendest.',
  switchNetworks: 'Netzwerk wechseln',
  wrongNetworkDetected:
    'Falsches Netzwerk erkannt. Wechsle das Netzwerk oder trenne die Verbindung, um fortzufahren.',
  cannotSwitch:
    'Deine Wallet unterstützt keinen Netzwerkwechsel über {app}. Wechsle das Netzwerk stattdessen direkt in deiner Wallet.',
  switchFailed: 'Netzwerkwechsel fehlgeschlagen. Bitte versuche es erneut.',
  connected: 'Verbunden',
  confirmInWallet: 'In der Wallet bestätigen',
  verifyTitle: 'Konto verifizieren',
  signInFirst: 'Melde dich zuerst mit X an: Deine Wallet wird für dein X-Konto verifiziert.',
  verifyIntro:
    'Signiere zum Abschluss eine Nachricht in deiner Wallet, um zu beweisen, dass dir {address} gehört. Das ist kostenlos und sendet keine Transaktion.',
  preparing: 'Nachricht wird vorbereitet…',
  waiting: 'Warte auf Signatur…',
  verifying: 'Signatur wird geprüft…',
  signMessage: 'Nachricht signieren',
  errorPrepare: 'Fehler beim Vorbereiten der Nachricht, bitte erneut versuchen!',
  errorSign: 'Fehler beim Signieren der Nachricht, bitte erneut versuchen!',
  errorVerify: 'Fehler beim Prüfen der Signatur, bitte erneut versuchen!',
  errorUnexpected: 'Hoppla, da ist etwas schiefgelaufen!',
} satisfies Translation<typeof wallet>
