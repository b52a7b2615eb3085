import type { Translation } from '../catalog'
import type wallet from '../en-US/wallet'

export default {
  connectWallet: 'Hubungkan Dompet',
  wrongNetwork: 'Jaringan salah',
  verifyWallet: 'Verifikasi Dompet',
  networkLabel: 'Jaringan: {chain}',
  accountLabel: 'Akun {name}',
  balance: '{amount} {symbol}',
  account: 'Akun',
  balanceError: 'Saldo tidak dapat dimuat: jaringan tidak merespons.',
  relayDown:
    'Koneksi ke {wallet} terputus (relay WalletConnect tidak menjawab). Menyambungkan ulang… Permintaan menunggu sampai tersambung lagi.',
  transactionsSent_one: '{count} transaksi terkirim',
  transactionsSent_other: '{count} transaksi terkirim',
  copyAddress: 'Salin Alamat',
  viewOnExplorer: 'Lihat di Explorer',
  disconnect: 'Putuskan',
  recentTransactions: 'Transaksi Terbaru',
  clearAll: 'Hapus Semua',
  noTransactions: 'Transaksi Anda akan muncul di sini…',
  txPending: 'Tertunda',
  txConfirmed: 'Terkonfirmasi',
  txFailed: 'Gagal',
  txLapsed: '{description}: permintaan ke {wallet} kedaluwarsa saat Anda pergi. Coba lagi.',
  txMaybeSent:
    '{description}: {wallet} mungkin sudah mengirimnya saat Anda pergi. Periksa dompet Anda sebelum mengirimnya lagi.',
  switchNetworks: 'Ganti Jaringan',
  wrongNetworkDetected: 'Jaringan salah terdeteksi. Ganti jaringan atau putuskan koneksi untuk melanjutkan.',
  cannotSwitch:
    'Dompet Anda tidak mendukung penggantian jaringan dari {app}. Coba ganti jaringan langsung di dompet Anda.',
  switchFailed: 'Gagal mengganti jaringan. Silakan coba lagi.',
  connected: 'Terhubung',
  confirmInWallet: 'Konfirmasi di dompet',
  verifyTitle: 'Verifikasi akun Anda',
  signInFirst: 'Masuk dengan X terlebih dahulu: dompet Anda diverifikasi untuk akun X Anda.',
  verifyIntro:
    'Untuk menyelesaikan koneksi, tanda tangani pesan di dompet Anda untuk membuktikan bahwa Anda pemilik {address}. Gratis dan tidak mengirim transaksi apa pun.',
  preparing: 'Menyiapkan pesan…',
  waiting: 'Menunggu tanda tangan…',
  verifying: 'Memverifikasi tanda tangan…',
  signMessage: 'Tanda tangani pesan',
  errorPrepare: 'Gagal menyiapkan pesan, silakan coba lagi!',
  errorSign: 'Gagal menandatangani pesan, silakan coba lagi!',
  errorVerify: 'Gagal memverifikasi tanda tangan, silakan coba lagi!',
  errorUnexpected: 'Ups, terjadi kesalahan!',
} satisfies Translation<typeof wallet>
