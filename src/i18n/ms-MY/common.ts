import type { Translation } from '../catalog'
import type common from '../en-US/common'

export default {
  retry: 'Cuba lagi',
  retrying: 'Mencuba lagi…',
  close: 'Tutup',
  dismiss: 'Tolak',
  back: 'Kembali',
  cancel: 'Batal',
  copy: 'Salin',
  copied: 'Disalin!',
  loading: 'Memuatkan…',
  connectX: 'Sambung X',
  offlineReason: 'Anda di luar talian: ini memerlukan sambungan.',
  language: 'Bahasa',
} satisfies Translation<typeof common>
