import type { Translation } from '../catalog'
import type auth from '../en-US/auth'

export default {
  signingInTitle: '正在登入…',
  signingInLead: '正在完成 X 登入，請稍候。',
  xAccount: 'X 帳號',
  xAccountButton: 'X 帳號 {handle}',
  signedInAs: '已登入為 {name}',
  signOut: '登出',
  signInCancelled: 'X 登入已取消。',
  signInFailed: 'X 登入未完成，請再試一次。',
  foreignLinkTitle: '此登入連結並非從這裡發起。',
  foreignLinkLead:
    '為了你的安全，Yarm 只會完成在此分頁發起的登入。沒有儲存任何內容。請連結 X，用你自己的帳號登入。',
} satisfies Translation<typeof auth>
