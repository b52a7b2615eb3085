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
  foreignLinkTitle: 'Bu giriş bağlantısı burada başlatılmadı.',
  foreignLinkLead:
    "Güvenliğiniz için Yarm yalnızca bu sekmede başlatılan bir girişi tamamlar. Hiçbir şey kaydedilmedi. Kendi hesabınızla giriş yapmak için X'i bağlayın.",
} satisfies Translation<typeof auth>
