import type { Translation } from '../catalog'
import type pwa from '../en-US/pwa'

export default {
  installApp: 'Installer l’application',
  install: 'Installer',
  installHint: 'Installez Yarm sur votre écran d’accueil pour y accéder plus vite, même hors ligne.',
  iosTitle: 'Ajouter Yarm à l’écran d’accueil',
  iosStepShare: 'Touchez le bouton Partager {icon} dans la barre d’outils de Safari.',
  iosStepAdd: 'Choisissez « Sur l’écran d’accueil ».',
  iosStepConfirm: 'Touchez « Ajouter ». Yarm s’ouvre alors comme une application, en plein écran.',
  offlineSince: 'Hors ligne · données du {time}',
  offlineNotSaved:
    'Vous êtes hors ligne et cette page n’a pas encore été enregistrée pour une utilisation hors ligne. Elle se chargera dès votre retour en ligne.',
  newVersion: 'Nouvelle version disponible',
  reload: 'Recharger',
} satisfies Translation<typeof pwa>
