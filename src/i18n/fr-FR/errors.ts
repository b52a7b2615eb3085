import type { Translation } from '../catalog'
import type errors from '../en-US/errors'

export default {
  UNAUTHORIZED: 'Votre session a expiré. Connectez X pour vous reconnecter.',
  NOT_ELIGIBLE: 'Votre compte X ne remplit pas encore les critères d’éligibilité.',
  WALLET_NOT_VERIFIED: 'Vérifiez votre wallet par une signature avant l’activation.',
  INVITE_CODE_INVALID: 'Ce code d’invitation n’est pas valide. Vérifiez-le et réessayez.',
  X_HANDLE_MISMATCH:
    'Ce wallet est déjà lié à un autre compte X. Connectez le wallet avec lequel vous vous êtes inscrit.',
  WALLET_LOCKED: 'Votre compte est lié au wallet utilisé lors de l’activation ; il ne peut pas être changé.',
  ALREADY_VOTED: 'Vous avez déjà voté pour ce projet.',
  VOTING_CLOSED: 'Le vote pour ce projet est clos.',
  NOT_ACTIVATED: 'Activez votre compte sur la page d’accueil pour voter.',
  PROJECT_NOT_FOUND: 'Ce projet n’existe plus.',
  CODE_INVALID: 'Ce code de parrainage n’existe pas. Vérifiez-le et réessayez.',
  SELF_REFERRAL: 'Vous ne pouvez pas utiliser votre propre code de parrainage.',
  REFERRER_ALREADY_SET: 'Vous avez déjà été invité par quelqu’un ; cela ne peut pas être modifié.',
  REFERRAL_CYCLE:
    'Vous avez invité cette personne, directement ou via des amis : son code ne peut pas être votre parrain.',
  INVALID_NONCE: 'La demande de connexion a expiré. Veuillez réessayer.',
  INVALID_MESSAGE: 'Le message de connexion n’a pas été accepté. Veuillez réessayer.',
  INVALID_PAGE: 'Cette page n’existe pas.',
  network: 'Vous êtes hors ligne ou le serveur est injoignable. Vérifiez votre connexion et réessayez.',
  invalidResponse: 'Le serveur a renvoyé une réponse inattendue. Réessayez dans un instant.',
  tooManyRequests: 'Trop de requêtes. Patientez un instant et réessayez.',
  server: 'Le serveur rencontre des difficultés. Réessayez dans un instant.',
  generic: 'Oups, une erreur est survenue !',
} satisfies Translation<typeof errors>
