import type { Translation } from '../catalog'
import type auth from '../en-US/auth'

export default {
  signingInTitle: '正在登入…',
  signingInLead: '正在完成 X 登入，請稍候。',
  xAccount: 'X 帳戶',
  xAccountButton: 'X 帳戶 {handle}',
  signedInAs: '已登入為 {name}',
  signOut: '登出',
  signInCancelled: 'X 登入已取消。',
  signInFailed: 'X 登入未能完成，請再試一次。',
} satisfies Translation<typeof auth>
