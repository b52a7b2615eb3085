import type { Translation } from '../catalog'
import type errors from '../en-US/errors'

export default {
  UNAUTHORIZED: 'Tu sesión terminó. Conecta X para volver a iniciar sesión.',
  NOT_ELIGIBLE: 'Tu cuenta de X todavía no cumple los criterios de elegibilidad.',
  WALLET_NOT_VERIFIED: 'Verifica tu billetera con una firma antes de activar tu cuenta.',
  INVITE_CODE_INVALID: 'Ese código de invitación no es válido. Revísalo y vuelve a intentarlo.',
  X_HANDLE_MISMATCH:
    'Esta billetera ya está vinculada a otra cuenta de X. Conecta la billetera con la que te registraste.',
  WALLET_LOCKED: 'Tu cuenta está vinculada a la billetera con la que la activaste; no se puede cambiar.',
  ALREADY_VOTED: 'Ya votaste por este proyecto.',
  VOTING_CLOSED: 'La votación de este proyecto ya cerró.',
  NOT_ACTIVATED: 'Activa tu cuenta en la página de inicio para votar.',
  PROJECT_NOT_FOUND: 'Este proyecto ya no existe.',
  CODE_INVALID: 'Ese código de referido no existe. Revísalo y vuelve a intentarlo.',
  SELF_REFERRAL: 'No puedes usar tu propio código de referido.',
  REFERRER_ALREADY_SET: 'Ya te invitó otra persona; eso no se puede cambiar.',
  REFERRAL_CYCLE:
    'Tú invitaste a esta persona, directamente o a través de amigos, así que su código no puede ser tu invitación.',
  INVALID_NONCE: 'La solicitud de inicio de sesión venció. Vuelve a intentarlo.',
  INVALID_MESSAGE: 'No se aceptó el mensaje de inicio de sesión. Vuelve a intentarlo.',
  INVALID_PAGE: 'Esa página no existe.',
  network: 'Estás sin conexión o no se puede acceder al servidor. Revisa tu conexión y vuelve a intentarlo.',
  invalidResponse: 'El servidor envió una respuesta inesperada. Vuelve a intentarlo en un momento.',
  tooManyRequests: 'Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.',
  server: 'El servidor tiene problemas en este momento. Vuelve a intentarlo en un momento.',
  generic: '¡Uy, algo salió mal!',
} satisfies Translation<typeof errors>
