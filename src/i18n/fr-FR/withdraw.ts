import type { Translation } from '../catalog'
import type withdraw from '../en-US/withdraw'

export default {
  title: 'Retirer de {project}',
  yourDeposit: 'Votre dépôt : {amount} {symbol}',
  amountPosition: 'C’est plus que votre dépôt de {amount} {symbol}.',
  delayNote: 'Vous pourrez le récupérer {delay} après la demande. D’ici là, il continue de rapporter.',
  step: 'Demander un retrait de {amount} {symbol}',
  txWithdraw: 'Retirer {amount} {symbol} de {project}',
  txClaim: 'Récupérer {amount} {symbol} de {project}',
  done: 'Retrait de {amount} {symbol} demandé. La carte du Yarm indique quand vous pourrez le récupérer.',
  wrongNetwork: 'Votre portefeuille est sur un autre réseau. Passez sur {chain} pour retirer.',
  revertBalance: 'Votre dépôt est désormais inférieur à ce montant. Rien n’a été retiré.',
  revertNotYet: 'Ce retrait ne peut pas encore être récupéré.',
  revertClaimed: 'Ce retrait a déjà été récupéré.',
  revertOther: 'Le réseau a refusé la transaction. Rien n’a bougé.',
  failed: 'La transaction n’a pas pu être envoyée : {reason}',
  pending: 'Retraits en attente',
  claimableFrom: 'Récupérable à partir du {time}',
  claimableNow: 'Prêt à être récupéré',
  claim: 'Récupérer',
  claimStep: 'Récupérer {amount} {symbol}',
  claimed: '{amount} {symbol} récupérés de {project}.',
  sayBack: 'Vous allez demander un retrait de {amount} {symbol}.',
} satisfies Translation<typeof withdraw>
