import type { Translation } from '../catalog'
import type auth from '../en-US/auth'

export default {
  signingInTitle: 'Iniciando sesión…',
  signingInLead: 'Un momento mientras terminamos de iniciar tu sesión con X.',
  xAccount: 'Cuenta de X',
  xAccountButton: 'Cuenta de X {handle}',
  signedInAs: 'Sesión iniciada como {name}',
  signOut: 'Cerrar sesión',
  signInCancelled: 'Se canceló el inicio de sesión con X.',
  signInFailed: 'No se completó el inicio de sesión con X. Vuelve a intentarlo.',
  foreignLinkTitle: 'Este enlace de inicio de sesión no se inició aquí.',
  foreignLinkLead:
    'Por tu seguridad, Yarm solo completa un inicio de sesión que empezó en esta pestaña. No se guardó nada. Conecta X para iniciar sesión con tu propia cuenta.',
} satisfies Translation<typeof auth>
