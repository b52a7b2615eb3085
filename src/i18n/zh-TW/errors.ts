import type { Translation } from '../catalog'
import type errors from '../en-US/errors'

export default {
  UNAUTHORIZED: '你的工作階段已結束。請連結 X 重新登入。',
  NOT_ELIGIBLE: '你的 X 帳號目前尚未符合資格條件。',
  WALLET_NOT_VERIFIED: '啟用前請先以簽章驗證你的錢包。',
  INVITE_CODE_INVALID: '這個邀請碼無效。請檢查後再試一次。',
  X_HANDLE_MISMATCH: '這個錢包已綁定到另一個 X 帳號。請連結你註冊時使用的錢包。',
  WALLET_LOCKED: '你的帳號已與啟用時使用的錢包綁定，無法變更。',
  ALREADY_VOTED: '你已經為這個專案投過票了。',
  VOTING_CLOSED: '這個專案的投票已截止。',
  NOT_ACTIVATED: '請先在首頁啟用帳號，才能投票。',
  PROJECT_NOT_FOUND: '這個專案已不存在。',
  CODE_INVALID: '這個推薦碼不存在。請檢查後再試一次。',
  SELF_REFERRAL: '你不能使用自己的推薦碼。',
  REFERRER_ALREADY_SET: '你已經接受過他人的邀請，無法變更。',
  REFERRAL_CYCLE: '這個人是你（直接或透過朋友）邀請的，所以不能用他的邀請碼作為你的邀請人。',
  INVALID_NONCE: '登入要求已過期。請再試一次。',
  INVALID_MESSAGE: '登入訊息未被接受。請再試一次。',
  INVALID_PAGE: '這個網頁不存在。',
  network: '你目前離線，或無法連上伺服器。請檢查網路連線後再試一次。',
  invalidResponse: '伺服器傳回了非預期的內容。請稍後再試。',
  tooManyRequests: '要求次數過多。請稍候再試。',
  server: '伺服器目前發生問題。請稍後再試。',
  generic: '糟糕，發生錯誤！',
} satisfies Translation<typeof errors>
