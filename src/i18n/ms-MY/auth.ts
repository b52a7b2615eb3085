import type { Translation } from '../catalog'
import type auth from '../en-US/auth'

export default {
  signingInTitle: 'Sedang log masuk…',
  signingInLead: 'Sebentar, kami sedang melengkapkan log masuk Anda dengan X.',
  xAccount: 'Akaun X',
  xAccountButton: 'Akaun X {handle}',
  signedInAs: 'Log masuk sebagai {name}',
  signOut: 'Log keluar',
  signInCancelled: 'Log masuk dengan X telah dibatalkan.',
  signInFailed: 'Log masuk dengan X tidak selesai. Sila cuba lagi.',
  foreignLinkTitle: 'Pautan log masuk ini tidak dimulakan di sini.',
  foreignLinkLead:
    'Demi keselamatan anda, Yarm hanya melengkapkan log masuk yang dimulakan dalam tab ini. Tiada apa-apa disimpan. Sambungkan X untuk log masuk dengan akaun anda sendiri.',
} satisfies Translation<typeof auth>
