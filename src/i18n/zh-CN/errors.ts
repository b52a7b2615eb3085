import type { Translation } from '../catalog'
import type errors from '../en-US/errors'

export default {
  UNAUTHORIZED: '你的会话已结束。请连接 X 重新登录。',
  NOT_ELIGIBLE: '你的 X 账号暂不满足资格条件。',
  WALLET_NOT_VERIFIED: '激活前请先通过签名验证你的钱包。',
  INVITE_CODE_INVALID: '该邀请码无效。请检查后重试。',
  X_HANDLE_MISMATCH: '此钱包已绑定到另一个 X 账号。请连接你注册时使用的钱包。',
  WALLET_LOCKED: '你的账号已与激活时使用的钱包绑定，无法更改。',
  ALREADY_VOTED: '你已经为此项目投过票了。',
  VOTING_CLOSED: '此项目的投票已结束。',
  NOT_ACTIVATED: '请先在首页激活账号，然后再投票。',
  PROJECT_NOT_FOUND: '此项目已不存在。',
  CODE_INVALID: '该推荐码不存在。请检查后重试。',
  SELF_REFERRAL: '不能使用你自己的推荐码。',
  REFERRER_ALREADY_SET: '你已经被他人邀请过，无法更改。',
  REFERRAL_CYCLE: '这个人是你（直接或通过朋友）邀请的，所以不能用他的邀请码作为你的邀请人。',
  INVALID_NONCE: '登录请求已过期，请重试。',
  INVALID_MESSAGE: '登录消息未被接受，请重试。',
  INVALID_PAGE: '该页面不存在。',
  network: '你已离线或无法连接服务器。请检查网络连接后重试。',
  invalidResponse: '服务器返回了意外的内容。请稍后重试。',
  tooManyRequests: '请求过于频繁。请稍候再试。',
  server: '服务器暂时出现问题。请稍后重试。',
  generic: '哎呀，出错了！',
} satisfies Translation<typeof errors>
