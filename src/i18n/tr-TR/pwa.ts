import type { Translation } from '../catalog'
import type pwa from '../en-US/pwa'

export default {
  installApp: 'Uygulamayı yükle',
  install: 'Yükle',
  installHint: 'Daha hızlı erişim için Yarm’ı ana ekranınıza yükleyin; çevrimdışıyken bile çalışır.',
  iosTitle: 'Yarm’ı Ana Ekranınıza ekleyin',
  iosStepShare: 'Safari araç çubuğundaki Paylaş düğmesine {icon} dokunun.',
  iosStepAdd: '“Ana Ekrana Ekle”yi seçin.',
  iosStepConfirm: '“Ekle”ye dokunun. Yarm artık bir uygulama gibi tam ekran açılır.',
  offlineSince: 'Çevrimdışı · {time} tarihli veriler gösteriliyor',
  offlineNotSaved:
    'Çevrimdışısınız ve bu sayfa henüz çevrimdışı kullanım için kaydedilmedi. Tekrar çevrimiçi olduğunuzda yüklenecek.',
  newVersion: 'Yeni sürüm mevcut',
  reload: 'Yeniden yükle',
} satisfies Translation<typeof pwa>
