import type { Translation } from '../catalog'
import type auth from '../en-US/auth'

export default {
  signingInTitle: '正在登录…',
  signingInLead: '正在完成 X 登录，请稍候。',
  xAccount: 'X 账号',
  xAccountButton: 'X 账号 {handle}',
  signedInAs: '已登录为 {name}',
  signOut: '退出登录',
  signInCancelled: 'X 登录已取消。',
  signInFailed: 'X 登录未完成，请重试。',
} satisfies Translation<typeof auth>
