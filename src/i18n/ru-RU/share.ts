import type { Translation } from '../catalog'
import type share from '../en-US/share'

export default {
  shareRank: 'Поделиться местом',
  shareVote: 'Поделиться голосом',
  shareVoteFor: 'Поделиться голосом за {name}',
  making: 'Создаём изображение…',
  previewAlt: 'Изображение для публикации: {summary}',
  share: 'Поделиться…',
  download: 'Скачать изображение',
  postOnX: 'Опубликовать в X',
  xOffline: 'Для публикации в X нужно подключение. Изображение создаётся и офлайн.',
  makeFailed: 'Не удалось создать изображение на этом устройстве.',
  shareFailed: 'Поделиться здесь не получилось. Скачайте изображение.',
  privacy: 'Создано на вашем устройстве. Показывает ваш ник в X, но никогда — кошелёк.',
  rankEyebrow: 'Yarmerboard · {timeframe} · неделя {week}',
  rankHeadline: '#{rank}',
  rankUp_one: 'Рост с последнего обновления: {count}',
  rankUp_other: 'Рост с последнего обновления: {count}',
  rankDown_one: 'Падение с последнего обновления: {count}',
  rankDown_other: 'Падение с последнего обновления: {count}',
  rankSame: 'То же место, что при последнем обновлении',
  score: 'Очки: {score}',
  handle: '@{handle}',
  voteEyebrow: 'Pre-Yarms · этот раунд',
  voteHeadline: 'Я проголосовал(а) за {project}',
  voteShareText: 'Я проголосовал(а) за {project} в Yarm. Ваш голос — ваш доход. {url}',
} satisfies Translation<typeof share>
