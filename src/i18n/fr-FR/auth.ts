import type { Translation } from '../catalog'
import type auth from '../en-US/auth'

export default {
  signingInTitle: 'Connexion en cours…',
  signingInLead: 'Un instant, nous finalisons votre connexion avec X.',
  xAccount: 'Compte X',
  xAccountButton: 'Compte X {handle}',
  signedInAs: 'Connecté en tant que {name}',
  signOut: 'Se déconnecter',
  signInCancelled: 'La connexion avec X a été annulée.',
  signInFailed: 'La connexion avec X n’a pas abouti. Veuillez réessayer.',
} satisfies Translation<typeof auth>
