import type { Translation } from '../catalog'
import type shell from '../en-US/shell'

export default {
  skipToContent: 'Chuyển đến nội dung',
  homeLink: 'Trang chủ Yarm',
  mainNav: 'Điều hướng chính',
  menu: 'Trình đơn',
  comingSoon: 'Sắp ra mắt',
  navYarmerboard: 'Yarmerboard',
  navPreYarms: 'Pre-Yarms',
  navYarms: 'Yarms',
  navMyReferrals: 'Giới thiệu của tôi',
  navPortfolio: 'Danh mục đầu tư',
  docs: 'Tài liệu',
  opensInNewTab: '(mở trong thẻ mới)',
  footerTagline: 'Yarm · Tiếng nói của bạn trở thành lợi suất của bạn',
  version: 'Phiên bản {version}',
  notFoundTitle: 'Không tìm thấy trang',
  notFoundLead: 'Không có gì ở địa chỉ này. Trang có thể đã được chuyển đi hoặc liên kết bị sai.',
  notFoundHomeLink: 'Về trang chủ',
  errorTitle: 'Đã xảy ra lỗi',
  tryAgain: 'Thử lại',
} satisfies Translation<typeof shell>
