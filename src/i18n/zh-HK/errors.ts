import type { Translation } from '../catalog'
import type errors from '../en-US/errors'

export default {
  UNAUTHORIZED: '你的登入時段已結束。請連接 X 重新登入。',
  NOT_ELIGIBLE: '你的 X 帳戶暫時未符合資格條件。',
  WALLET_NOT_VERIFIED: '啟用前請先以簽署驗證你的錢包。',
  INVITE_CODE_INVALID: '此邀請碼無效。請檢查後再試一次。',
  X_HANDLE_MISMATCH: '此錢包已綁定至另一個 X 帳戶。請連接你註冊時使用的錢包。',
  WALLET_LOCKED: '你的帳戶已與啟用時使用的錢包綁定，無法更改。',
  ALREADY_VOTED: '你已為此項目投票。',
  VOTING_CLOSED: '此項目的投票已結束。',
  NOT_ACTIVATED: '請先在主頁啟用帳戶，才可投票。',
  PROJECT_NOT_FOUND: '此項目已不存在。',
  CODE_INVALID: '此推薦碼不存在。請檢查後再試一次。',
  SELF_REFERRAL: '你不能使用自己的推薦碼。',
  REFERRER_ALREADY_SET: '你已接受其他人的邀請，無法更改。',
  REFERRAL_CYCLE: '這個人是你（直接或透過朋友）邀請的，所以不能用他的邀請碼作為你的邀請人。',
  INVALID_NONCE: '登入要求已逾時。請再試一次。',
  INVALID_MESSAGE: '登入訊息不獲接納。請再試一次。',
  INVALID_PAGE: '此頁面不存在。',
  network: '你已離線或無法連接伺服器。請檢查網絡連線後再試一次。',
  invalidResponse: '伺服器傳回了預期以外的內容。請稍後再試。',
  tooManyRequests: '要求過多。請稍候再試。',
  server: '伺服器目前出現問題。請稍後再試。',
  generic: '哎呀，出現問題！',
} satisfies Translation<typeof errors>
