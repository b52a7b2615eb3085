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
  foreignLinkTitle: 'Эта ссылка для входа была создана не здесь.',
  foreignLinkLead:
    'Ради вашей безопасности Yarm завершает только вход, начатый в этой вкладке. Ничего не сохранено. Подключите X, чтобы войти в свой аккаунт.',
} satisfies Translation<typeof auth>
