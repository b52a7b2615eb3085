import type { Translation } from '../catalog'
import type share from '../en-US/share'

export default {
  shareRank: 'Поділитися місцем',
  shareVote: 'Поділитися голосом',
  shareVoteFor: 'Поділитися голосом за {name}',
  making: 'Створюємо зображення…',
  previewAlt: 'Зображення для поширення: {summary}',
  share: 'Поділитися…',
  download: 'Завантажити зображення',
  postOnX: 'Опублікувати в X',
  xOffline: 'Для публікації в X потрібне з’єднання. Зображення створюється й офлайн.',
  makeFailed: 'Не вдалося створити зображення на цьому пристрої.',
  shareFailed: 'Поділитися тут не вийшло. Завантажте зображення.',
  privacy: 'Створено на вашому пристрої. Показує ваш нік у X, але ніколи — гаманець.',
  rankEyebrow: 'Yarmerboard · {timeframe} · тиждень {week}',
  rankHeadline: '#{rank}',
  rankUp_one: 'Зростання з останнього оновлення: {count}',
  rankUp_other: 'Зростання з останнього оновлення: {count}',
  rankDown_one: 'Падіння з останнього оновлення: {count}',
  rankDown_other: 'Падіння з останнього оновлення: {count}',
  rankSame: 'Те саме місце, що й при останньому оновленні',
  score: 'Бали: {score}',
  handle: '@{handle}',
  voteEyebrow: 'Pre-Yarms · цей раунд',
  voteHeadline: 'Я проголосував(ла) за {project}',
  voteShareText: 'Я проголосував(ла) за {project} у Yarm. Ваш голос — ваш дохід. {url}',
} satisfies Translation<typeof share>
