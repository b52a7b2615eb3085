import type { Translation } from '../catalog'
import type common from '../en-US/common'

export default {
  retry: 'Thử lại',
  retrying: 'Đang thử lại…',
  close: 'Đóng',
  dismiss: 'Bỏ qua',
  back: 'Quay lại',
  cancel: 'Hủy',
  copy: 'Sao chép',
  copied: 'Đã sao chép!',
  loading: 'Đang tải…',
  connectX: 'Kết nối X',
  offlineReason: 'Bạn đang ngoại tuyến: thao tác này cần kết nối mạng.',
  language: 'Ngôn ngữ',
} satisfies Translation<typeof common>
