import type { Translation } from '../catalog'
import type common from '../en-US/common'

export default {
  retry: 'Coba lagi',
  retrying: 'Mencoba lagi…',
  close: 'Tutup',
  dismiss: 'Abaikan',
  back: 'Kembali',
  cancel: 'Batal',
  copy: 'Salin',
  copied: 'Tersalin!',
  loading: 'Memuat…',
  connectX: 'Hubungkan X',
  offlineReason: 'Anda sedang offline: ini memerlukan koneksi.',
  language: 'Bahasa',
} satisfies Translation<typeof common>
