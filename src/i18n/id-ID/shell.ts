import type { Translation } from '../catalog'
import type shell from '../en-US/shell'

export default {
  skipToContent: 'Langsung ke konten',
  homeLink: 'Beranda Yarm',
  mainNav: 'Navigasi utama',
  menu: 'Menu',
  comingSoon: 'Segera hadir',
  navYarmerboard: 'Yarmerboard',
  navPreYarms: 'Pre-Yarms',
  navYarms: 'Yarms',
  navMyReferrals: 'Referal Saya',
  navPortfolio: 'Portofolio',
  docs: 'Dokumentasi',
  opensInNewTab: '(terbuka di tab baru)',
  footerTagline: 'Yarm · Suara Anda menjadi imbal hasil Anda',
  version: 'Versi {version}',
  notFoundTitle: 'Halaman tidak ditemukan',
  notFoundLead: 'Tidak ada apa pun di alamat ini. Halaman mungkin sudah dipindahkan, atau tautannya salah.',
  notFoundHomeLink: 'Ke beranda',
  errorTitle: 'Terjadi kesalahan',
  tryAgain: 'Coba lagi',
} satisfies Translation<typeof shell>
