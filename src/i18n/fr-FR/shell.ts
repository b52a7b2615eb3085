import type { Translation } from '../catalog'
import type shell from '../en-US/shell'

export default {
  skipToContent: 'Aller au contenu',
  homeLink: 'Accueil Yarm',
  mainNav: 'Navigation principale',
  menu: 'Menu',
  comingSoon: 'Bientôt disponible',
  navYarmerboard: 'Yarmerboard',
  navPreYarms: 'Pre-Yarms',
  navYarms: 'Yarms',
  navMyReferrals: 'Mes parrainages',
  navPortfolio: 'Portefeuille',
  docs: 'Documentation',
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  footerTagline: 'Yarm · Votre voix devient votre rendement',
  version: 'Version {version}',
  notFoundTitle: 'Page introuvable',
  notFoundLead: 'Il n’y a rien à cette adresse. La page a peut-être été déplacée, ou le lien est erroné.',
  notFoundHomeLink: 'Aller à la page d’accueil',
  errorTitle: 'Une erreur est survenue',
  tryAgain: 'Réessayer',
} satisfies Translation<typeof shell>
