import type { Translation } from '../catalog'
import type deposit from '../en-US/deposit'

export default {
  deposit: 'Déposer',
  notLive: 'Les dépôts sont ouverts tant que le Yarm est en cours.',
  full: 'Ce Yarm est plein.',
  unreachable: 'Le réseau {chain} est injoignable pour le moment.',
  noVault: "Ce Yarm n'accepte pas encore de dépôts sur ce réseau.",
  title: 'Déposer dans {project}',
  network: 'Réseau',
  amount: 'Montant',
  balance: 'Solde : {amount} {symbol}',
  max: 'Max',
  capacityLeft: 'Capacité restante : {amount} {symbol}',
  via: 'Yarmer crédité : @{handle}',
  fee: 'Frais de réseau estimés : {fee} {symbol}',
  feeUnknown: 'Frais de réseau estimés : en cours de calcul',
  feeFailed:
    'Frais de réseau estimés : impossibles à calculer pour l’instant ; votre portefeuille les affichera',
  delay: 'Délai de retrait : {delay}',
  amountEmpty: 'Saisissez un montant supérieur à zéro.',
  amountFormat: 'Saisissez le montant en chiffres, par exemple 100 ou {example}.',
  amountDecimals: '{symbol} a {decimals} décimales : utilisez au plus {decimals} chiffres après la virgule.',
  amountBalance: 'C’est plus que votre solde de {amount} {symbol}.',
  amountCapacity: 'Ce Yarm ne peut plus recevoir que {amount} {symbol}.',
  amountGas: 'Les frais de réseau demandent environ {fee} {symbol} ; vous avez {balance} {symbol}.',
  stepApprove: 'Étape 1 sur 2 : autoriser {amount} {symbol}',
  stepPermit: 'Étape 1 sur 2 : autoriser {amount} {symbol} par une signature (sans frais)',
  stepDeposit: 'Étape 2 sur 2 : déposer {amount} {symbol}',
  stepSingle: 'Déposer {amount} {symbol}',
  stepBatch: 'Autoriser et déposer {amount} {symbol} en une seule demande',
  stepWallet: 'confirmez dans votre portefeuille',
  stepPending: 'en attente',
  stepConfirmed: 'confirmée',
  stepSigned: 'signé',
  stepFailed: 'échouée',
  txApprove: 'Autoriser {amount} {symbol} pour {project}',
  txDeposit: 'Déposer {amount} {symbol} dans {project}',
  done: '{amount} {symbol} déposés dans {project}.',
  revertFull:
    'Le Yarm s’est rempli avant l’arrivée de votre dépôt. Rien n’a été prélevé ; essayez un montant plus petit.',
  revertEnded: 'Ce Yarm est terminé et n’accepte plus de dépôts. Rien n’a été prélevé.',
  revertAllowance:
    'Le coffre n’était pas autorisé à prélever ce montant. Autorisez-le à nouveau et réessayez.',
  revertOther: 'Le réseau a refusé le dépôt. Rien n’a été prélevé.',
  permitUnusable:
    'La signature de votre portefeuille n’a pas pu servir à autoriser {symbol} : rien n’a été envoyé avec. Approuvez le montant, puis déposez : deux transactions.',
  permitUnreachable:
    'L’étape de signature pour {symbol} n’a pas pu être chargée (le site est injoignable) : rien n’a été signé. Approuvez le montant, puis déposez : deux transactions.',
  permitRefused:
    '{symbol} n’a pas accepté la signature de votre portefeuille : rien n’a été envoyé avec. Approuvez le montant, puis déposez : deux transactions.',
  permitDomain:
    'Dépôt arrêté avant toute signature : {symbol} sur {chain} se présente comme un autre réseau ou un autre contrat que celui qu’utilise cette app. Rien n’a été signé ni envoyé.',
  nodeDown:
    'Le réseau est injoignable. Votre transaction reste en attente et sera vérifiée dès qu’il répondra.',
  failed: "Le dépôt n'a pas pu être envoyé : {reason}",
  wrongNetwork: 'Votre portefeuille est sur un autre réseau. Passez sur {chain} pour déposer.',
  switchTo: 'Passer sur {chain}',
  yourDeposit: 'Votre dépôt',
  yourDepositValue: '{amount} {symbol}',
  close: 'Fermer',
  withdraw: 'Retirer',
  resumeWaiting:
    'Votre dépôt de {amount} {symbol} est à mi-chemin : l’autorisation est confirmée, le dépôt lui-même n’est pas encore envoyé.',
  resumeContinue: 'Poursuivre le dépôt',
  sayBack: 'Vous allez déposer {amount} {symbol}.',
} satisfies Translation<typeof deposit>
