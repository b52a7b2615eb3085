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
  foreignLinkTitle: 'Dieser Anmeldelink wurde nicht hier gestartet.',
  foreignLinkLead:
    'Zu deiner Sicherheit schließt Yarm nur eine Anmeldung ab, die in diesem Tab gestartet wurde. Es wurde nichts gespeichert. Verbinde X, um dich mit deinem eigenen Konto anzumelden.',
} satisfies Translation<typeof auth>
