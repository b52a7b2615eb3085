import type { Translation } from '../catalog'
import type share from '../en-US/share'

export default {
  shareRank: 'Partager mon rang',
  shareVote: 'Partager mon vote',
  shareVoteFor: 'Partager mon vote pour {name}',
  making: 'Création de votre image…',
  previewAlt: 'L’image à partager : {summary}',
  share: 'Partager…',
  download: 'Télécharger l’image',
  postOnX: 'Publier sur X',
  xOffline: 'Publier sur X nécessite une connexion. L’image fonctionne hors ligne.',
  makeFailed: 'L’image n’a pas pu être créée sur cet appareil.',
  shareFailed: 'Le partage n’a pas fonctionné ici. Téléchargez plutôt l’image.',
  privacy: 'Créée sur votre appareil. Elle montre votre identifiant X, jamais votre wallet.',
  rankEyebrow: 'Yarmerboard · {timeframe} · semaine du {week}',
  rankHeadline: '#{rank}',
  rankUp_one: '{count} place de gagnée depuis la dernière mise à jour',
  rankUp_other: '{count} places de gagnées depuis la dernière mise à jour',
  rankDown_one: '{count} place de perdue depuis la dernière mise à jour',
  rankDown_other: '{count} places de perdues depuis la dernière mise à jour',
  rankSame: 'Même rang qu’à la dernière mise à jour',
  score: 'Score {score}',
  handle: '@{handle}',
  voteEyebrow: 'Pré-Yarms · ce tour',
  voteHeadline: 'J’ai voté pour {project}',
  voteShareText: 'J’ai voté pour {project} sur Yarm. Votre voix devient votre rendement. {url}',
} satisfies Translation<typeof share>
