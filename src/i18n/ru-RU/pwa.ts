import type { Translation } from '../catalog'
import type pwa from '../en-US/pwa'

export default {
  installApp: 'Установить приложение',
  install: 'Установить',
  installHint: 'Установите Yarm на главный экран: так быстрее, и работает даже офлайн.',
  iosTitle: 'Добавьте Yarm на экран «Домой»',
  iosStepShare: 'Нажмите кнопку «Поделиться» {icon} на панели инструментов Safari.',
  iosStepAdd: 'Выберите «На экран „Домой“».',
  iosStepConfirm: 'Нажмите «Добавить». Теперь Yarm будет открываться как приложение, на весь экран.',
  offlineSince: 'Офлайн · данные на {time}',
  offlineNotSaved:
    'Нет подключения к сети, а эта страница ещё не сохранена для офлайн-доступа. Она загрузится, когда вы снова будете онлайн.',
  newVersion: 'Доступна новая версия',
  reload: 'Обновить',
} satisfies Translation<typeof pwa>
