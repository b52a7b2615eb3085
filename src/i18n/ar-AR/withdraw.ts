import type { Translation } from '../catalog'
import type withdraw from '../en-US/withdraw'

export default {
  title: 'السحب من {project}',
  yourDeposit: 'إيداعك: {amount} {symbol}',
  amountPosition: 'هذا أكثر من إيداعك البالغ {amount} {symbol}.',
  delayNote: 'يمكنك استلامه بعد {delay} من الطلب. وحتى ذلك الحين يظل يحقق عائدًا.',
  step: 'طلب سحب {amount} {symbol}',
  txWithdraw: 'سحب {amount} {symbol} من {project}',
  txClaim: 'استلام {amount} {symbol} من {project}',
  done: 'تم طلب سحب {amount} {symbol}. تعرض بطاقة الـ Yarm متى يمكنك استلامه.',
  wrongNetwork: 'محفظتك على شبكة أخرى. انتقل إلى {chain} للسحب.',
  revertBalance: 'أصبح إيداعك أقل من ذلك الآن. لم يُسحب شيء.',
  revertNotYet: 'لا يمكن استلام هذا السحب بعد.',
  revertClaimed: 'تم استلام هذا السحب من قبل.',
  revertOther: 'رفضت الشبكة المعاملة. لم يُنقل شيء.',
  failed: 'تعذّر إرسال المعاملة: {reason}',
  pending: 'عمليات سحب قيد الانتظار',
  claimableFrom: 'قابل للاستلام من {time}',
  claimableNow: 'جاهز للاستلام',
  claim: 'استلام',
  claimStep: 'استلام {amount} {symbol}',
  claimed: 'تم استلام {amount} {symbol} من {project}.',
  sayBack: 'ستطلب سحب {amount} {symbol}.',
} satisfies Translation<typeof withdraw>
