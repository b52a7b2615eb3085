import type { Translation } from '../catalog'
import type share from '../en-US/share'

export default {
  shareRank: 'Compartir mi puesto',
  shareVote: 'Compartir mi voto',
  shareVoteFor: 'Compartir mi voto por {name}',
  making: 'Creando tu imagen…',
  previewAlt: 'La imagen para compartir: {summary}',
  share: 'Compartir…',
  download: 'Descargar imagen',
  postOnX: 'Publicar en X',
  xOffline: 'Para publicar en X necesitas conexión. La imagen funciona sin conexión.',
  makeFailed: 'No se pudo crear la imagen en este dispositivo.',
  shareFailed: 'No se pudo compartir aquí. Descarga la imagen.',
  privacy: 'Hecha en tu dispositivo. Muestra tu usuario de X, nunca tu billetera.',
  rankEyebrow: 'Yarmerboard · {timeframe} · semana del {week}',
  rankHeadline: '#{rank}',
  rankUp_one: 'Subiste {count} puesto desde la última actualización',
  rankUp_other: 'Subiste {count} puestos desde la última actualización',
  rankDown_one: 'Bajaste {count} puesto desde la última actualización',
  rankDown_other: 'Bajaste {count} puestos desde la última actualización',
  rankSame: 'Mismo puesto que en la última actualización',
  score: 'Puntaje {score}',
  handle: '@{handle}',
  voteEyebrow: 'Pre-Yarms · esta ronda',
  voteHeadline: 'Voté por {project}',
  voteShareText: 'Voté por {project} en Yarm. Tu voz se convierte en tu rendimiento. {url}',
} satisfies Translation<typeof share>
