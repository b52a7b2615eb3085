import type { Translation } from '../catalog'
import type common from '../en-US/common'

export default {
  retry: 'Повторить',
  retrying: 'Повторяем…',
  close: 'Закрыть',
  dismiss: 'Скрыть',
  back: 'Назад',
  cancel: 'Отмена',
  copy: 'Копировать',
  copied: 'Скопировано!',
  loading: 'Загрузка…',
  connectX: 'Подключить X',
  offlineReason: 'Нет подключения к сети: для этого нужен интернет.',
  language: 'Язык',
} satisfies Translation<typeof common>
