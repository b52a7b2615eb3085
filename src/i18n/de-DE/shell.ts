import type { Translation } from '../catalog'
import type shell from '../en-US/shell'

export default {
  skipToContent: 'Zum Inhalt springen',
  homeLink: 'Yarm-Startseite',
  mainNav: 'Hauptnavigation',
  menu: 'Menü',
  comingSoon: 'Demnächst',
  navYarmerboard: 'Yarmerboard',
  navPreYarms: 'Pre-Yarms',
  navYarms: 'Yarms',
  navMyReferrals: 'Meine Empfehlungen',
  navPortfolio: 'Portfolio',
  docs: 'Doku',
  opensInNewTab: '(öffnet in einem neuen Tab)',
  footerTagline: 'Yarm · Deine Stimme wird zu deiner Rendite',
  version: 'Version {version}',
  notFoundTitle: 'Seite nicht gefunden',
  notFoundLead:
    'Unter dieser Adresse gibt es nichts. Vielleicht wurde die Seite verschoben, oder der Link ist falsch.',
  notFoundHomeLink: 'Zur Startseite',
  errorTitle: 'Etwas ist schiefgelaufen',
  tryAgain: 'Erneut versuchen',
} satisfies Translation<typeof shell>
