import type { Translation } from '../catalog'
import type pwa from '../en-US/pwa'

export default {
  installApp: 'Pasang aplikasi',
  install: 'Pasang',
  installHint: 'Pasang Yarm pada skrin utama Anda untuk akses lebih pantas, walaupun di luar talian.',
  iosTitle: 'Tambah Yarm pada Skrin Utama Anda',
  iosStepShare: 'Ketik butang Kongsi {icon} dalam bar alat Safari.',
  iosStepAdd: 'Pilih “Tambah ke Skrin Utama”.',
  iosStepConfirm: 'Ketik “Tambah”. Yarm kemudian dibuka seperti aplikasi, dalam skrin penuh.',
  offlineSince: 'Di luar talian · memaparkan data dari {time}',
  offlineNotSaved:
    'Anda di luar talian, dan halaman ini belum disimpan untuk kegunaan luar talian. Ia akan dimuatkan apabila Anda kembali dalam talian.',
  newVersion: 'Versi baharu tersedia',
  reload: 'Muat semula',
} satisfies Translation<typeof pwa>
