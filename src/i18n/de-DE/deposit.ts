import type { Translation } from '../catalog'
import type deposit from '../en-US/deposit'

export default {
  deposit: 'Einzahlen',
  notLive: 'Einzahlungen sind möglich, solange der Yarm live ist.',
  full: 'Dieser Yarm ist voll.',
  unreachable: 'Das Netzwerk {chain} ist gerade nicht erreichbar.',
  noVault: 'Dieser Yarm nimmt in diesem Netzwerk noch keine Einzahlungen an.',
  title: 'In {project} einzahlen',
  network: 'Netzwerk',
  amount: 'Betrag',
  balance: 'Guthaben: {amount} {symbol}',
  max: 'Max',
  capacityLeft: 'Verbleibende Kapazität: {amount} {symbol}',
  via: 'Gutgeschrieben an Yarmer: @{handle}',
  fee: 'Geschätzte Netzwerkgebühr: {fee} {symbol}',
  feeUnknown: 'Geschätzte Netzwerkgebühr: wird berechnet',
  feeFailed: 'Geschätzte Netzwerkgebühr: gerade nicht berechenbar; deine Wallet zeigt sie an',
  delay: 'Auszahlungsfrist: {delay}',
  amountEmpty: 'Gib einen Betrag über null ein.',
  amountFormat: 'Gib den Betrag als Zahl ein, etwa 100 oder {example}.',
  amountDecimals:
    '{symbol} hat {decimals} Nachkommastellen: nutze höchstens {decimals} Ziffern nach dem Komma.',
  amountBalance: 'Das ist mehr als dein Guthaben von {amount} {symbol}.',
  amountCapacity: 'In diesen Yarm passen nur noch {amount} {symbol}.',
  amountGas: 'Die Netzwerkgebühr braucht etwa {fee} {symbol}; du hast {balance} {symbol}.',
  stepApprove: 'Schritt 1 von 2: {amount} {symbol} freigeben',
  stepPermit: 'Schritt 1 von 2: {amount} {symbol} per Signatur freigeben (ohne Gebühr)',
  stepDeposit: 'Schritt 2 von 2: {amount} {symbol} einzahlen',
  stepSingle: '{amount} {symbol} einzahlen',
  stepBatch: '{amount} {symbol} in einer Anfrage freigeben und einzahlen',
  stepWallet: 'in deiner Wallet bestätigen',
  stepPending: 'ausstehend',
  stepConfirmed: 'bestätigt',
  stepSigned: 'signiert',
  stepFailed: 'fehlgeschlagen',
  txApprove: '{amount} {symbol} für {project} freigeben',
  txDeposit: '{amount} {symbol} in {project} einzahlen',
  done: '{amount} {symbol} in {project} eingezahlt.',
  revertFull:
    'Der Yarm war voll, bevor deine Einzahlung ankam. Es wurde nichts abgebucht; versuche einen kleineren Betrag.',
  revertEnded: 'Dieser Yarm ist beendet und nimmt keine Einzahlungen mehr an. Es wurde nichts abgebucht.',
  revertAllowance:
    'Der Vault durfte diesen Betrag nicht abbuchen. Gib ihn erneut frei und versuche es noch einmal.',
  revertOther: 'Das Netzwerk hat die Einzahlung abgelehnt. Es wurde nichts abgebucht.',
  permitUnusable:
    'Die Signatur deiner Wallet konnte nicht als Freigabe für {symbol} verwendet werden, daher wurde damit nichts gesendet. Gib den Betrag frei und zahle dann ein: zwei Transaktionen.',
  permitUnreachable:
    'Der Signaturschritt für {symbol} konnte nicht geladen werden (die Website ist nicht erreichbar), daher wurde nichts signiert. Gib den Betrag frei und zahle dann ein: zwei Transaktionen.',
  permitRefused:
    '{symbol} hat die Signatur deiner Wallet nicht akzeptiert, daher wurde damit nichts gesendet. Gib den Betrag frei und zahle dann ein: zwei Transaktionen.',
  permitDomain:
    'Einzahlung vor jeder Signatur gestoppt: {symbol} auf {chain} gibt ein anderes Netzwerk oder einen anderen Vertrag an als den, den diese App nutzt. Es wurde nichts signiert oder gesendet.',
  nodeDown:
    'Das Netzwerk ist nicht erreichbar. Deine Transaktion bleibt ausstehend und wird erneut geprüft, sobald es antwortet.',
  failed: 'Die Einzahlung konnte nicht gesendet werden: {reason}',
  wrongNetwork: 'Deine Wallet ist in einem anderen Netzwerk. Wechsle zu {chain}, um einzuzahlen.',
  switchTo: 'Zu {chain} wechseln',
  yourDeposit: 'Deine Einzahlung',
  yourDepositValue: '{amount} {symbol}',
  close: 'Schließen',
  withdraw: 'Abheben',
  resumeWaiting:
    'Deine Einzahlung von {amount} {symbol} ist zur Hälfte erledigt: Die Freigabe ist bestätigt, die Einzahlung selbst noch nicht gesendet.',
  resumeContinue: 'Einzahlung fortsetzen',
  sayBack: 'Du zahlst {amount} {symbol} ein.',
} satisfies Translation<typeof deposit>
