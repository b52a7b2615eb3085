import type { Translation } from '../catalog'
import type auth from '../en-US/auth'

export default {
  signingInTitle: 'Sedang masuk…',
  signingInLead: 'Tunggu sebentar, kami sedang menyelesaikan proses masuk Anda dengan X.',
  xAccount: 'Akun X',
  xAccountButton: 'Akun X {handle}',
  signedInAs: 'Masuk sebagai {name}',
  signOut: 'Keluar',
  signInCancelled: 'Proses masuk dengan X dibatalkan.',
  signInFailed: 'Proses masuk dengan X tidak selesai. Silakan coba lagi.',
  foreignLinkTitle: 'Tautan masuk ini tidak dimulai di sini.',
  foreignLinkLead:
    'Demi keamanan Anda, Yarm hanya menyelesaikan proses masuk yang dimulai di tab ini. Tidak ada yang disimpan. Hubungkan X untuk masuk dengan akun Anda sendiri.',
} satisfies Translation<typeof auth>
