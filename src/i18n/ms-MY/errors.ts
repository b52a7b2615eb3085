import type { Translation } from '../catalog'
import type errors from '../en-US/errors'

export default {
  UNAUTHORIZED: 'Sesi Anda telah tamat. Sambungkan X untuk log masuk semula.',
  NOT_ELIGIBLE: 'Akaun X Anda belum memenuhi kriteria kelayakan.',
  WALLET_NOT_VERIFIED: 'Sahkan dompet Anda dengan tandatangan sebelum mengaktifkan.',
  INVITE_CODE_INVALID: 'Kod jemputan itu tidak sah. Semak dan cuba lagi.',
  X_HANDLE_MISMATCH:
    'Dompet ini sudah dipautkan kepada akaun X lain. Sambungkan dompet yang Anda gunakan semasa mendaftar.',
  WALLET_LOCKED: 'Akaun Anda dikunci pada dompet yang digunakan semasa pengaktifan; ia tidak boleh diubah.',
  ALREADY_VOTED: 'Anda sudah mengundi projek ini.',
  VOTING_CLOSED: 'Pengundian untuk projek ini telah ditutup.',
  NOT_ACTIVATED: 'Aktifkan akaun Anda di halaman Utama untuk mengundi.',
  PROJECT_NOT_FOUND: 'Projek ini sudah tidak wujud.',
  CODE_INVALID: 'Kod rujukan itu tidak wujud. Semak dan cuba lagi.',
  SELF_REFERRAL: 'Anda tidak boleh menggunakan kod rujukan Anda sendiri.',
  REFERRER_ALREADY_SET: 'Anda sudah dijemput oleh seseorang; ini tidak boleh diubah.',
  REFERRAL_CYCLE:
    'Anda telah menjemput orang ini, secara terus atau melalui rakan, jadi kodnya tidak boleh menjadi penjemput anda.',
  INVALID_NONCE: 'Permintaan log masuk telah tamat tempoh. Sila cuba lagi.',
  INVALID_MESSAGE: 'Mesej log masuk tidak diterima. Sila cuba lagi.',
  INVALID_PAGE: 'Halaman itu tidak wujud.',
  network: 'Anda di luar talian atau pelayan tidak dapat dihubungi. Semak sambungan Anda dan cuba lagi.',
  invalidResponse: 'Pelayan menghantar sesuatu yang tidak dijangka. Cuba lagi sebentar lagi.',
  tooManyRequests: 'Terlalu banyak permintaan. Tunggu sebentar dan cuba lagi.',
  server: 'Pelayan sedang menghadapi masalah. Cuba lagi sebentar lagi.',
  generic: 'Alamak, berlaku masalah!',
} satisfies Translation<typeof errors>
