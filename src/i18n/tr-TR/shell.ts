import type { Translation } from '../catalog'
import type shell from '../en-US/shell'

export default {
  skipToContent: 'İçeriğe geç',
  homeLink: 'Yarm ana sayfa',
  mainNav: 'Ana gezinme',
  menu: 'Menü',
  comingSoon: 'Çok yakında',
  navYarmerboard: 'Yarmerboard',
  navPreYarms: 'Pre-Yarms',
  navYarms: 'Yarms',
  navMyReferrals: 'Referanslarım',
  navPortfolio: 'Portföy',
  docs: 'Belgeler',
  opensInNewTab: '(yeni sekmede açılır)',
  footerTagline: 'Yarm · Sesiniz getiriniz olur',
  version: 'Sürüm {version}',
  notFoundTitle: 'Sayfa bulunamadı',
  notFoundLead: 'Bu adreste hiçbir şey yok. Sayfa taşınmış ya da bağlantı hatalı olabilir.',
  notFoundHomeLink: 'Ana sayfaya git',
  errorTitle: 'Bir şeyler ters gitti',
  tryAgain: 'Tekrar dene',
} satisfies Translation<typeof shell>
