import type { Translation } from '../catalog'
import type withdraw from '../en-US/withdraw'

export default {
  title: '{project} üzerinden çek',
  yourDeposit: 'Yatırımınız: {amount} {symbol}',
  amountPosition: 'Bu, {amount} {symbol} tutarındaki yatırımınızdan fazla.',
  delayNote: 'Talepten {delay} sonra alabilirsiniz. O zamana kadar kazandırmaya devam eder.',
  step: '{amount} {symbol} çekme talebi oluştur',
  txWithdraw: '{project} üzerinden {amount} {symbol} çek',
  txClaim: '{project} üzerinden {amount} {symbol} al',
  done: '{amount} {symbol} çekme talebi oluşturuldu. Yarm kartı ne zaman alabileceğinizi gösterir.',
  wrongNetwork: 'Cüzdanınız başka bir ağda. Çekmek için {chain} ağına geçin.',
  revertBalance: 'Yatırımınız artık bundan küçük. Hiçbir şey çekilmedi.',
  revertNotYet: 'Bu çekim henüz alınamaz.',
  revertClaimed: 'Bu çekim zaten alındı.',
  revertOther: 'Ağ işlemi reddetti. Hiçbir şey taşınmadı.',
  failed: 'İşlem gönderilemedi: {reason}',
  pending: 'Bekleyen çekimler',
  claimableFrom: '{time} itibarıyla alınabilir',
  claimableNow: 'Almaya hazır',
  claim: 'Al',
  claimStep: '{amount} {symbol} al',
  claimed: '{project} üzerinden {amount} {symbol} alındı.',
  sayBack: '{amount} {symbol} için çekme talebinde bulunacaksınız.',
} satisfies Translation<typeof withdraw>
