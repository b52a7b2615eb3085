import type { Translation } from '../catalog'
import type share from '../en-US/share'

export default {
  shareRank: 'Compartilhar minha posição',
  shareVote: 'Compartilhar meu voto',
  shareVoteFor: 'Compartilhar meu voto em {name}',
  making: 'Criando sua imagem…',
  previewAlt: 'A imagem para compartilhar: {summary}',
  share: 'Compartilhar…',
  download: 'Baixar imagem',
  postOnX: 'Postar no X',
  xOffline: 'Para postar no X é preciso conexão. A imagem funciona offline.',
  makeFailed: 'Não foi possível criar a imagem neste dispositivo.',
  shareFailed: 'Não deu para compartilhar aqui. Baixe a imagem.',
  privacy: 'Feita no seu dispositivo. Mostra seu usuário do X, nunca sua carteira.',
  rankEyebrow: 'Yarmerboard · {timeframe} · semana de {week}',
  rankHeadline: '#{rank}',
  rankUp_one: 'Subiu {count} posição desde a última atualização',
  rankUp_other: 'Subiu {count} posições desde a última atualização',
  rankDown_one: 'Caiu {count} posição desde a última atualização',
  rankDown_other: 'Caiu {count} posições desde a última atualização',
  rankSame: 'Mesma posição da última atualização',
  score: 'Pontuação {score}',
  handle: '@{handle}',
  voteEyebrow: 'Pre-Yarms · esta rodada',
  voteHeadline: 'Votei em {project}',
  voteShareText: 'Votei em {project} no Yarm. Sua voz vira seu rendimento. {url}',
} satisfies Translation<typeof share>
