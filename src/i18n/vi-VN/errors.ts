import type { Translation } from '../catalog'
import type errors from '../en-US/errors'

export default {
  UNAUTHORIZED: 'Phiên của bạn đã kết thúc. Hãy kết nối X để đăng nhập lại.',
  NOT_ELIGIBLE: 'Tài khoản X của bạn chưa đáp ứng tiêu chí tham gia.',
  WALLET_NOT_VERIFIED: 'Hãy xác minh ví bằng chữ ký trước khi kích hoạt.',
  INVITE_CODE_INVALID: 'Mã mời này không hợp lệ. Hãy kiểm tra rồi thử lại.',
  X_HANDLE_MISMATCH:
    'Ví này đã được liên kết với một tài khoản X khác. Hãy kết nối ví bạn đã dùng để đăng ký.',
  WALLET_LOCKED: 'Tài khoản của bạn đã gắn cố định với ví dùng khi kích hoạt; không thể thay đổi.',
  ALREADY_VOTED: 'Bạn đã bình chọn cho dự án này rồi.',
  VOTING_CLOSED: 'Cuộc bình chọn cho dự án này đã kết thúc.',
  NOT_ACTIVATED: 'Hãy kích hoạt tài khoản ở Trang chủ để bình chọn.',
  PROJECT_NOT_FOUND: 'Dự án này không còn tồn tại.',
  CODE_INVALID: 'Mã giới thiệu này không tồn tại. Hãy kiểm tra rồi thử lại.',
  SELF_REFERRAL: 'Bạn không thể dùng mã giới thiệu của chính mình.',
  REFERRER_ALREADY_SET: 'Bạn đã được người khác mời; điều này không thể thay đổi.',
  REFERRAL_CYCLE:
    'Bạn đã mời người này, trực tiếp hoặc qua bạn bè, nên mã của họ không thể là người mời bạn.',
  INVALID_NONCE: 'Yêu cầu đăng nhập đã hết hạn. Vui lòng thử lại.',
  INVALID_MESSAGE: 'Tin nhắn đăng nhập không được chấp nhận. Vui lòng thử lại.',
  INVALID_PAGE: 'Trang đó không tồn tại.',
  network: 'Bạn đang ngoại tuyến hoặc không thể kết nối máy chủ. Hãy kiểm tra kết nối rồi thử lại.',
  invalidResponse: 'Máy chủ trả về dữ liệu không mong đợi. Hãy thử lại sau giây lát.',
  tooManyRequests: 'Quá nhiều yêu cầu. Hãy đợi một lát rồi thử lại.',
  server: 'Máy chủ đang gặp sự cố. Hãy thử lại sau giây lát.',
  generic: 'Rất tiếc, đã xảy ra lỗi!',
} satisfies Translation<typeof errors>
