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
  foreignLinkTitle: 'Це посилання для входу було створене не тут.',
  foreignLinkLead:
    'Задля вашої безпеки Yarm завершує лише вхід, розпочатий у цій вкладці. Нічого не збережено. Підключіть X, щоб увійти у власний обліковий запис.',
} satisfies Translation<typeof auth>
