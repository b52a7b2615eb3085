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
  foreignLinkTitle: 'Ce lien de connexion n’a pas été lancé ici.',
  foreignLinkLead:
    'Pour votre sécurité, Yarm ne termine qu’une connexion lancée dans cet onglet. Rien n’a été enregistré. Connectez X pour vous connecter avec votre propre compte.',
} satisfies Translation<typeof auth>
