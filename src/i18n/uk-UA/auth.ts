import type { Translation } from '../catalog'
import type auth from '../en-US/auth'

export default {
  signingInTitle: 'Виконуємо вхід…',
  signingInLead: 'Зачекайте хвилинку: завершуємо вхід через X.',
  xAccount: 'Акаунт X',
  xAccountButton: 'Акаунт X {handle}',
  signedInAs: 'Ви увійшли як {name}',
  signOut: 'Вийти',
  signInCancelled: 'Вхід через X скасовано.',
  signInFailed: 'Не вдалося завершити вхід через X. Спробуйте ще раз.',
} satisfies Translation<typeof auth>
