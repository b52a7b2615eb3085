import type { Translation } from '../catalog'
import type pwa from '../en-US/pwa'

export default {
  installApp: 'Cài đặt ứng dụng',
  install: 'Cài đặt',
  installHint: 'Cài đặt Yarm lên màn hình chính để truy cập nhanh hơn, kể cả khi ngoại tuyến.',
  iosTitle: 'Thêm Yarm vào Màn hình chính',
  iosStepShare: 'Chạm vào nút Chia sẻ {icon} trên thanh công cụ của Safari.',
  iosStepAdd: 'Chọn “Thêm vào MH chính”.',
  iosStepConfirm: 'Chạm vào “Thêm”. Sau đó Yarm sẽ mở như một ứng dụng, toàn màn hình.',
  offlineSince: 'Ngoại tuyến · đang hiển thị dữ liệu lúc {time}',
  offlineNotSaved:
    'Bạn đang ngoại tuyến và trang này chưa được lưu để dùng ngoại tuyến. Trang sẽ tải khi bạn có mạng trở lại.',
  newVersion: 'Đã có phiên bản mới',
  reload: 'Tải lại',
} satisfies Translation<typeof pwa>
