import type { Translation } from '../catalog'
import type pwa from '../en-US/pwa'

export default {
  installApp: 'Установити застосунок',
  install: 'Установити',
  installHint: 'Установіть Yarm на головний екран: так швидше, і працює навіть офлайн.',
  iosTitle: 'Додайте Yarm на початковий екран',
  iosStepShare: 'Торкніться кнопки «Поширити» {icon} на панелі інструментів Safari.',
  iosStepAdd: 'Виберіть «На початковий екран».',
  iosStepConfirm: 'Торкніться «Додати». Тепер Yarm відкриватиметься як застосунок, на весь екран.',
  offlineSince: 'Офлайн · дані станом на {time}',
  offlineNotSaved:
    'Ви офлайн, а цю сторінку ще не збережено для роботи без мережі. Вона завантажиться, щойно ви знову будете онлайн.',
  newVersion: 'Доступна нова версія',
  reload: 'Оновити',
} satisfies Translation<typeof pwa>
