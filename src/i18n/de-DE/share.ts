import type { Translation } from '../catalog'
import type share from '../en-US/share'

export default {
  shareRank: 'Meinen Rang teilen',
  shareVote: 'Meine Stimme teilen',
  shareVoteFor: 'Meine Stimme für {name} teilen',
  making: 'Dein Bild wird erstellt …',
  previewAlt: 'Das Bild zum Teilen: {summary}',
  share: 'Teilen …',
  download: 'Bild herunterladen',
  postOnX: 'Auf X posten',
  xOffline: 'Zum Posten auf X brauchst du eine Verbindung. Das Bild funktioniert offline.',
  makeFailed: 'Das Bild konnte auf diesem Gerät nicht erstellt werden.',
  shareFailed: 'Teilen hat hier nicht funktioniert. Lade das Bild stattdessen herunter.',
  privacy: 'Auf deinem Gerät erstellt. Es zeigt deinen X-Namen, nie deine Wallet.',
  rankEyebrow: 'Yarmerboard · {timeframe} · Woche vom {week}',
  rankHeadline: '#{rank}',
  rankUp_one: '{count} Platz nach oben seit dem letzten Update',
  rankUp_other: '{count} Plätze nach oben seit dem letzten Update',
  rankDown_one: '{count} Platz nach unten seit dem letzten Update',
  rankDown_other: '{count} Plätze nach unten seit dem letzten Update',
  rankSame: 'Gleicher Rang wie beim letzten Update',
  score: 'Punktzahl {score}',
  handle: '@{handle}',
  voteEyebrow: 'Pre-Yarms · diese Runde',
  voteHeadline: 'Ich habe für {project} gestimmt',
  voteShareText: 'Ich habe auf Yarm für {project} gestimmt. Deine Stimme wird zu deiner Rendite. {url}',
} satisfies Translation<typeof share>
