import type { Translation } from '../catalog'
import type auth from '../en-US/auth'

export default {
  signingInTitle: 'サインインしています…',
  signingInLead: 'X でのサインインを完了しています。しばらくお待ちください。',
  xAccount: 'X アカウント',
  xAccountButton: 'X アカウント {handle}',
  signedInAs: '{name} としてサインイン中',
  signOut: 'サインアウト',
  signInCancelled: 'X でのサインインはキャンセルされました。',
  signInFailed: 'X でのサインインが完了しませんでした。もう一度お試しください。',
} satisfies Translation<typeof auth>
