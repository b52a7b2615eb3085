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
  foreignLinkTitle: '此登录链接并非从这里发起。',
  foreignLinkLead:
    '为了你的安全，Yarm 只会完成在此标签页中发起的登录。未保存任何内容。请连接 X，用你自己的账号登录。',
} satisfies Translation<typeof auth>
