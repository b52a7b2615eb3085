import type { Translation } from '../catalog'
import type auth from '../en-US/auth'

export default {
  signingInTitle: 'Выполняем вход…',
  signingInLead: 'Подождите немного: завершаем вход через X.',
  xAccount: 'Аккаунт X',
  xAccountButton: 'Аккаунт X {handle}',
  signedInAs: 'Вы вошли как {name}',
  signOut: 'Выйти',
  signInCancelled: 'Вход через X отменён.',
  signInFailed: 'Не удалось завершить вход через X. Попробуйте ещё раз.',
} satisfies Translation<typeof auth>
