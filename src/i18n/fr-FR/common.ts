import type { Translation } from '../catalog'
import type common from '../en-US/common'

export default {
  retry: 'Réessayer',
  retrying: 'Nouvel essai…',
  close: 'Fermer',
  dismiss: 'Ignorer',
  back: 'Retour',
  cancel: 'Annuler',
  copy: 'Copier',
  copied: 'Copié !',
  loading: 'Chargement…',
  connectX: 'Connecter X',
  offlineReason: 'Vous êtes hors ligne : une connexion est nécessaire.',
  language: 'Langue',
} satisfies Translation<typeof common>
