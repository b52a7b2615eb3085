import type { Translation } from '../catalog'
import type withdraw from '../en-US/withdraw'

export default {
  title: 'Rút từ {project}',
  yourDeposit: 'Khoản nạp của bạn: {amount} {symbol}',
  amountPosition: 'Số này nhiều hơn khoản nạp {amount} {symbol} của bạn.',
  delayNote:
    'Bạn có thể nhận sau {delay} kể từ khi yêu cầu. Cho đến lúc đó khoản tiền vẫn tiếp tục sinh lời.',
  step: 'Yêu cầu rút {amount} {symbol}',
  txWithdraw: 'Rút {amount} {symbol} từ {project}',
  txClaim: 'Nhận {amount} {symbol} từ {project}',
  done: 'Đã yêu cầu rút {amount} {symbol}. Thẻ Yarm cho biết khi nào bạn có thể nhận.',
  wrongNetwork: 'Ví của bạn đang ở mạng khác. Chuyển sang {chain} để rút.',
  revertBalance: 'Khoản nạp của bạn giờ nhỏ hơn số đó. Không có gì được rút.',
  revertNotYet: 'Chưa thể nhận khoản rút này.',
  revertClaimed: 'Khoản rút này đã được nhận.',
  revertOther: 'Mạng đã từ chối giao dịch. Không có gì bị chuyển.',
  failed: 'Không gửi được giao dịch: {reason}',
  pending: 'Khoản rút đang chờ',
  claimableFrom: 'Có thể nhận từ {time}',
  claimableNow: 'Sẵn sàng nhận',
  claim: 'Nhận',
  claimStep: 'Nhận {amount} {symbol}',
  claimed: 'Đã nhận {amount} {symbol} từ {project}.',
  sayBack: 'Bạn sẽ yêu cầu rút {amount} {symbol}.',
} satisfies Translation<typeof withdraw>
