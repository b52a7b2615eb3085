import type { Translation } from '../catalog'
import type wallet from '../en-US/wallet'

export default {
  connectWallet: 'Cüzdan Bağla',
  wrongNetwork: 'Yanlış ağ',
  verifyWallet: 'Cüzdanı Doğrula',
  networkLabel: 'Ağ: {chain}',
  accountLabel: 'Hesap {name}',
  balance: '{amount} {symbol}',
  account: 'Hesap',
  balanceError: 'Bakiye yüklenemedi: ağ yanıt vermiyor.',
  relayDown:
    '{wallet} ile bağlantı koptu (WalletConnect aktarıcısı yanıt vermiyor). Yeniden bağlanılıyor… İstekler bağlantı dönene kadar bekler.',
  transactionsSent_one: '{count} işlem gönderildi',
  transactionsSent_other: '{count} işlem gönderildi',
  copyAddress: 'Adresi Kopyala',
  viewOnExplorer: "Explorer'da Görüntüle",
  disconnect: 'Bağlantıyı Kes',
  recentTransactions: 'Son İşlemler',
  clearAll: 'Tümünü Temizle',
  noTransactions: 'İşlemleriniz burada görünecek…',
  txPending: 'Beklemede',
  txConfirmed: 'Onaylandı',
  txFailed: 'Başarısız',
  txLapsed: '{description}: Siz yokken {wallet} isteğinin süresi doldu. Tekrar deneyin.',
  txMaybeSent:
    '{description}: Siz yokken {wallet} bunu göndermiş olabilir. Tekrar göndermeden önce cüzdanınızı kontrol edin.',
  switchNetworks: 'Ağ Değiştir',
  wrongNetworkDetected: 'Yanlış ağ algılandı. Devam etmek için ağ değiştirin veya bağlantıyı kesin.',
  cannotSwitch:
    'Cüzdanınız {app} üzerinden ağ değiştirmeyi desteklemiyor. Bunun yerine ağı doğrudan cüzdanınızdan değiştirmeyi deneyin.',
  switchFailed: 'Ağ değiştirilemedi. Lütfen tekrar deneyin.',
  connected: 'Bağlı',
  confirmInWallet: 'Cüzdanda onaylayın',
  verifyTitle: 'Hesabınızı doğrulayın',
  signInFirst: 'Önce X ile giriş yapın: cüzdanınız X hesabınız için doğrulanır.',
  verifyIntro:
    'Bağlantıyı tamamlamak için {address} adresinin size ait olduğunu kanıtlayan bir mesajı cüzdanınızda imzalayın. Ücretsizdir ve hiçbir işlem göndermez.',
  preparing: 'Mesaj hazırlanıyor…',
  waiting: 'İmza bekleniyor…',
  verifying: 'İmza doğrulanıyor…',
  signMessage: 'Mesajı imzala',
  errorPrepare: 'Mesaj hazırlanırken hata oluştu, lütfen tekrar deneyin!',
  errorSign: 'Mesaj imzalanırken hata oluştu, lütfen tekrar deneyin!',
  errorVerify: 'İmza doğrulanırken hata oluştu, lütfen tekrar deneyin!',
  errorUnexpected: 'Hay aksi, bir şeyler ters gitti!',
} satisfies Translation<typeof wallet>
