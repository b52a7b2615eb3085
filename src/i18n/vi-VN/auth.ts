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
} satisfies Translation<typeof auth>
