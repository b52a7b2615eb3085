import type { Translation } from '../catalog'
import type auth from '../en-US/auth'

export default {
  signingInTitle: 'Du wirst angemeldet…',
  signingInLead: 'Einen Moment, wir schließen deine Anmeldung mit X ab.',
  xAccount: 'X-Konto',
  xAccountButton: 'X-Konto {handle}',
  signedInAs: 'Angemeldet als {name}',
  signOut: 'Abmelden',
  signInCancelled: 'Die Anmeldung mit X wurde abgebrochen.',
  signInFailed: 'Die Anmeldung mit X wurde nicht abgeschlossen. Bitte versuche es erneut.',
} satisfies Translation<typeof auth>
