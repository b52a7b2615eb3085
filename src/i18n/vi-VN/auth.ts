import type { Translation } from '../catalog'
import type auth from '../en-US/auth'

export default {
  signingInTitle: 'Đang đăng nhập…',
  signingInLead: 'Vui lòng chờ giây lát trong khi chúng tôi hoàn tất đăng nhập bằng X.',
  xAccount: 'Tài khoản X',
  xAccountButton: 'Tài khoản X {handle}',
  signedInAs: 'Đã đăng nhập với tên {name}',
  signOut: 'Đăng xuất',
  signInCancelled: 'Đã hủy đăng nhập bằng X.',
  signInFailed: 'Chưa hoàn tất đăng nhập bằng X. Vui lòng thử lại.',
  foreignLinkTitle: 'Liên kết đăng nhập này không được bắt đầu ở đây.',
  foreignLinkLead:
    'Vì sự an toàn của bạn, Yarm chỉ hoàn tất lần đăng nhập được bắt đầu trong thẻ này. Không có gì được lưu. Hãy kết nối X để đăng nhập bằng tài khoản của chính bạn.',
} satisfies Translation<typeof auth>
