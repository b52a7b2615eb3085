import type { Translation } from '../catalog'
import type common from '../en-US/common'

export default {
  retry: 'Повторити',
  retrying: 'Повторюємо…',
  close: 'Закрити',
  dismiss: 'Приховати',
  back: 'Назад',
  cancel: 'Скасувати',
  copy: 'Копіювати',
  copied: 'Скопійовано!',
  loading: 'Завантаження…',
  connectX: 'Підключити X',
  offlineReason: 'Ви офлайн: для цього потрібне з’єднання.',
  language: 'Мова',
} satisfies Translation<typeof common>
