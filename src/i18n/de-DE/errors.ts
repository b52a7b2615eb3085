import type { Translation } from '../catalog'
import type errors from '../en-US/errors'

export default {
  UNAUTHORIZED: 'Deine Sitzung ist abgelaufen. Verbinde X, um dich erneut anzumelden.',
  NOT_ELIGIBLE: 'Dein X-Konto erfüllt die Teilnahmekriterien noch nicht.',
  WALLET_NOT_VERIFIED: 'Verifiziere deine Wallet vor der Aktivierung mit einer Signatur.',
  INVITE_CODE_INVALID: 'Dieser Einladungscode ist ungültig. Prüfe ihn und versuche es erneut.',
  X_HANDLE_MISMATCH:
    'Diese Wallet ist bereits mit einem anderen X-Konto verknüpft. Verbinde die Wallet, mit der du dich registriert hast.',
  WALLET_LOCKED:
    'Dein Konto ist fest an die Wallet gebunden, mit der du es aktiviert hast; das lässt sich nicht ändern.',
  ALREADY_VOTED: 'Du hast bereits für dieses Projekt abgestimmt.',
  VOTING_CLOSED: 'Die Abstimmung für dieses Projekt ist beendet.',
  NOT_ACTIVATED: 'Aktiviere dein Konto auf der Startseite, um abzustimmen.',
  PROJECT_NOT_FOUND: 'Dieses Projekt gibt es nicht mehr.',
  CODE_INVALID: 'Diesen Empfehlungscode gibt es nicht. Prüfe ihn und versuche es erneut.',
  SELF_REFERRAL: 'Du kannst deinen eigenen Empfehlungscode nicht verwenden.',
  REFERRER_ALREADY_SET: 'Du wurdest bereits von jemandem eingeladen; das lässt sich nicht ändern.',
  REFERRAL_CYCLE:
    'Du hast diese Person eingeladen, direkt oder über Freunde, daher kann ihr Code nicht deine Einladung sein.',
  INVALID_NONCE: 'Die Anmeldeanfrage ist abgelaufen. Bitte versuche es erneut.',
  INVALID_MESSAGE: 'Die Anmeldenachricht wurde nicht akzeptiert. Bitte versuche es erneut.',
  INVALID_PAGE: 'Diese Seite gibt es nicht.',
  network:
    'Du bist offline, oder der Server ist nicht erreichbar. Prüfe deine Verbindung und versuche es erneut.',
  invalidResponse: 'Der Server hat eine unerwartete Antwort gesendet. Versuche es gleich noch einmal.',
  tooManyRequests: 'Zu viele Anfragen. Warte einen Moment und versuche es erneut.',
  server: 'Der Server hat gerade Probleme. Versuche es gleich noch einmal.',
  generic: 'Hoppla, da ist etwas schiefgelaufen!',
} satisfies Translation<typeof errors>
