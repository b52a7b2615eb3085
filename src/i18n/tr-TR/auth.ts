import type { Translation } from '../catalog'
import type auth from '../en-US/auth'

export default {
  signingInTitle: 'Giriş yapılıyor…',
  signingInLead: 'X ile girişinizi tamamlıyoruz, lütfen bekleyin.',
  xAccount: 'X hesabı',
  xAccountButton: 'X hesabı {handle}',
  signedInAs: '{name} olarak giriş yapıldı',
  signOut: 'Çıkış yap',
  signInCancelled: 'X ile giriş iptal edildi.',
  signInFailed: 'X ile giriş tamamlanamadı. Lütfen tekrar deneyin.',
} satisfies Translation<typeof auth>
