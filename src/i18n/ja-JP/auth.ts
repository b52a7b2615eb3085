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
  foreignLinkTitle: 'このサインインリンクはここで開始されたものではありません。',
  foreignLinkLead:
    '安全のため、Yarm はこのタブで開始したサインインのみを完了します。何も保存されていません。ご自身のアカウントでサインインするには X を接続してください。',
} satisfies Translation<typeof auth>
