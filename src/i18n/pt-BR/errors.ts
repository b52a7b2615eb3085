import type { Translation } from '../catalog'
import type errors from '../en-US/errors'

export default {
  UNAUTHORIZED: 'Sua sessão expirou. Conecte o X para entrar novamente.',
  NOT_ELIGIBLE: 'Sua conta do X ainda não atende aos critérios de elegibilidade.',
  WALLET_NOT_VERIFIED: 'Verifique sua carteira com uma assinatura antes de ativar.',
  INVITE_CODE_INVALID: 'Esse código de convite não é válido. Confira e tente novamente.',
  X_HANDLE_MISMATCH:
    'Esta carteira já está vinculada a outra conta do X. Conecte a carteira com a qual você se cadastrou.',
  WALLET_LOCKED: 'Sua conta está vinculada à carteira usada na ativação; isso não pode ser alterado.',
  ALREADY_VOTED: 'Você já votou neste projeto.',
  VOTING_CLOSED: 'A votação deste projeto foi encerrada.',
  NOT_ACTIVATED: 'Ative sua conta na página inicial para votar.',
  PROJECT_NOT_FOUND: 'Este projeto não existe mais.',
  CODE_INVALID: 'Esse código de indicação não existe. Confira e tente novamente.',
  SELF_REFERRAL: 'Você não pode usar seu próprio código de indicação.',
  REFERRER_ALREADY_SET: 'Você já foi convidado por alguém; isso não pode ser alterado.',
  REFERRAL_CYCLE:
    'Você convidou essa pessoa, diretamente ou por amigos, então o código dela não pode ser o seu convite.',
  INVALID_NONCE: 'A solicitação de login expirou. Tente novamente.',
  INVALID_MESSAGE: 'A mensagem de login não foi aceita. Tente novamente.',
  INVALID_PAGE: 'Essa página não existe.',
  network: 'Você está offline ou o servidor não pode ser acessado. Verifique sua conexão e tente novamente.',
  invalidResponse: 'O servidor enviou uma resposta inesperada. Tente novamente em instantes.',
  tooManyRequests: 'Muitas solicitações. Aguarde um momento e tente novamente.',
  server: 'O servidor está com problemas no momento. Tente novamente em instantes.',
  generic: 'Ops, algo deu errado!',
} satisfies Translation<typeof errors>
