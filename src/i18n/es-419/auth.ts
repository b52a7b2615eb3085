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
} satisfies Translation<typeof auth>
