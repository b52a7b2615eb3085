import type { Translation } from '../catalog'
import type shell from '../en-US/shell'

export default {
  skipToContent: 'Langkau ke kandungan',
  homeLink: 'Laman utama Yarm',
  mainNav: 'Navigasi utama',
  menu: 'Menu',
  comingSoon: 'Akan datang',
  navYarmerboard: 'Yarmerboard',
  navPreYarms: 'Pre-Yarms',
  navYarms: 'Yarms',
  navMyReferrals: 'Rujukan Saya',
  navPortfolio: 'Portfolio',
  docs: 'Dokumentasi',
  opensInNewTab: '(dibuka dalam tab baharu)',
  footerTagline: 'Yarm · Suara Anda menjadi hasil Anda',
  version: 'Versi {version}',
  notFoundTitle: 'Halaman tidak ditemui',
  notFoundLead: 'Tiada apa-apa di alamat ini. Halaman mungkin telah dipindahkan, atau pautan itu salah.',
  notFoundHomeLink: 'Pergi ke laman utama',
  errorTitle: 'Berlaku masalah',
  tryAgain: 'Cuba lagi',
} satisfies Translation<typeof shell>
