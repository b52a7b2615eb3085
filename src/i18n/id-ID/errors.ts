import type { Translation } from '../catalog'
import type errors from '../en-US/errors'

export default {
  UNAUTHORIZED: 'Sesi Anda telah berakhir. Hubungkan X untuk masuk lagi.',
  NOT_ELIGIBLE: 'Akun X Anda belum memenuhi kriteria kelayakan.',
  WALLET_NOT_VERIFIED: 'Verifikasi dompet Anda dengan tanda tangan sebelum aktivasi.',
  INVITE_CODE_INVALID: 'Kode undangan itu tidak valid. Periksa lalu coba lagi.',
  X_HANDLE_MISMATCH:
    'Dompet ini sudah terhubung ke akun X lain. Hubungkan dompet yang Anda gunakan saat mendaftar.',
  WALLET_LOCKED: 'Akun Anda terkunci ke dompet yang digunakan saat aktivasi; ini tidak dapat diubah.',
  ALREADY_VOTED: 'Anda sudah memberi suara untuk proyek ini.',
  VOTING_CLOSED: 'Pemungutan suara untuk proyek ini sudah ditutup.',
  NOT_ACTIVATED: 'Aktifkan akun Anda di halaman Beranda untuk memberi suara.',
  PROJECT_NOT_FOUND: 'Proyek ini sudah tidak ada.',
  CODE_INVALID: 'Kode referal itu tidak ada. Periksa lalu coba lagi.',
  SELF_REFERRAL: 'Anda tidak dapat menggunakan kode referal Anda sendiri.',
  REFERRER_ALREADY_SET: 'Anda sudah diundang oleh seseorang; ini tidak dapat diubah.',
  REFERRAL_CYCLE:
    'Anda mengundang orang ini, langsung atau lewat teman, jadi kodenya tidak bisa menjadi pengundang Anda.',
  INVALID_NONCE: 'Permintaan masuk telah kedaluwarsa. Silakan coba lagi.',
  INVALID_MESSAGE: 'Pesan masuk tidak diterima. Silakan coba lagi.',
  INVALID_PAGE: 'Halaman itu tidak ada.',
  network: 'Anda sedang offline atau server tidak dapat dijangkau. Periksa koneksi Anda lalu coba lagi.',
  invalidResponse: 'Server mengirim respons yang tidak terduga. Coba lagi sebentar lagi.',
  tooManyRequests: 'Terlalu banyak permintaan. Tunggu sebentar lalu coba lagi.',
  server: 'Server sedang bermasalah. Coba lagi sebentar lagi.',
  generic: 'Ups, terjadi kesalahan!',
} satisfies Translation<typeof errors>
