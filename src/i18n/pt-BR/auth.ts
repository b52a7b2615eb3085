import type { Translation } from '../catalog'
import type auth from '../en-US/auth'

export default {
  signingInTitle: 'Entrando…',
  signingInLead: 'Só um momento enquanto concluímos seu login com o X.',
  xAccount: 'Conta do X',
  xAccountButton: 'Conta do X {handle}',
  signedInAs: 'Conectado como {name}',
  signOut: 'Sair',
  signInCancelled: 'O login com o X foi cancelado.',
  signInFailed: 'O login com o X não foi concluído. Tente novamente.',
} satisfies Translation<typeof auth>
