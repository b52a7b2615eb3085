import type { Translation } from '../catalog'
import type errors from '../en-US/errors'

export default {
  UNAUTHORIZED: 'Oturumunuz sona erdi. Yeniden giriş yapmak için X’i bağlayın.',
  NOT_ELIGIBLE: 'X hesabınız henüz uygunluk ölçütlerini karşılamıyor.',
  WALLET_NOT_VERIFIED: 'Etkinleştirmeden önce cüzdanınızı bir imzayla doğrulayın.',
  INVITE_CODE_INVALID: 'Bu davet kodu geçerli değil. Kontrol edip tekrar deneyin.',
  X_HANDLE_MISMATCH:
    'Bu cüzdan zaten başka bir X hesabına bağlı. Kayıt olurken kullandığınız cüzdanı bağlayın.',
  WALLET_LOCKED: 'Hesabınız, etkinleştirirken kullandığınız cüzdana kilitli; bu değiştirilemez.',
  ALREADY_VOTED: 'Bu proje için zaten oy verdiniz.',
  VOTING_CLOSED: 'Bu proje için oylama kapandı.',
  NOT_ACTIVATED: 'Oy vermek için hesabınızı ana sayfada etkinleştirin.',
  PROJECT_NOT_FOUND: 'Bu proje artık mevcut değil.',
  CODE_INVALID: 'Böyle bir referans kodu yok. Kontrol edip tekrar deneyin.',
  SELF_REFERRAL: 'Kendi referans kodunuzu kullanamazsınız.',
  REFERRER_ALREADY_SET: 'Sizi zaten biri davet etti; bu değiştirilemez.',
  REFERRAL_CYCLE:
    'Bu kişiyi doğrudan ya da arkadaşlar aracılığıyla siz davet ettiniz; bu yüzden onun kodu sizin davetiniz olamaz.',
  INVALID_NONCE: 'Giriş isteğinin süresi doldu. Lütfen tekrar deneyin.',
  INVALID_MESSAGE: 'Giriş mesajı kabul edilmedi. Lütfen tekrar deneyin.',
  INVALID_PAGE: 'Böyle bir sayfa yok.',
  network: 'Çevrimdışısınız ya da sunucuya ulaşılamıyor. Bağlantınızı kontrol edip tekrar deneyin.',
  invalidResponse: 'Sunucu beklenmedik bir yanıt gönderdi. Birazdan tekrar deneyin.',
  tooManyRequests: 'Çok fazla istek gönderildi. Biraz bekleyip tekrar deneyin.',
  server: 'Sunucu şu anda sorun yaşıyor. Birazdan tekrar deneyin.',
  generic: 'Hay aksi, bir şeyler ters gitti!',
} satisfies Translation<typeof errors>
