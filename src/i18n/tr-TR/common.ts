import type { Translation } from '../catalog'
import type common from '../en-US/common'

export default {
  retry: 'Tekrar dene',
  retrying: 'Tekrar deneniyor…',
  close: 'Kapat',
  dismiss: 'Kapat',
  back: 'Geri',
  cancel: 'İptal',
  copy: 'Kopyala',
  copied: 'Kopyalandı!',
  loading: 'Yükleniyor…',
  connectX: 'X’i bağla',
  offlineReason: 'Çevrimdışısınız: bunun için bağlantı gerekiyor.',
  language: 'Dil',
} satisfies Translation<typeof common>
