import type { Translation } from '../catalog'
import type pwa from '../en-US/pwa'

export default {
  installApp: 'Instal aplikasi',
  install: 'Instal',
  installHint: 'Instal Yarm di layar utama untuk akses lebih cepat, bahkan saat offline.',
  iosTitle: 'Tambahkan Yarm ke Layar Utama',
  iosStepShare: 'Ketuk tombol Bagikan {icon} di bilah alat Safari.',
  iosStepAdd: 'Pilih “Tambah ke Layar Utama”.',
  iosStepConfirm: 'Ketuk “Tambah”. Yarm kemudian akan terbuka seperti aplikasi, layar penuh.',
  offlineSince: 'Offline · menampilkan data dari {time}',
  offlineNotSaved:
    'Anda sedang offline, dan halaman ini belum disimpan untuk penggunaan offline. Halaman akan dimuat saat Anda kembali online.',
  newVersion: 'Versi baru tersedia',
  reload: 'Muat ulang',
} satisfies Translation<typeof pwa>
