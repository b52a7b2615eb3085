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
  foreignLinkTitle: 'Este link de login não foi iniciado aqui.',
  foreignLinkLead:
    'Para sua segurança, o Yarm só conclui um login iniciado nesta aba. Nada foi salvo. Conecte o X para entrar com a sua própria conta.',
} satisfies Translation<typeof auth>
