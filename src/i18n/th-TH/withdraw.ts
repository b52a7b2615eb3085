import type { Translation } from '../catalog'
import type withdraw from '../en-US/withdraw'

export default {
  title: 'ถอนจาก {project}',
  yourDeposit: 'เงินฝากของคุณ: {amount} {symbol}',
  amountPosition: 'จำนวนนี้มากกว่าเงินฝากของคุณ {amount} {symbol}',
  delayNote: 'คุณรับเงินได้หลังจากส่งคำขอ {delay} ระหว่างนี้เงินยังคงสร้างผลตอบแทน',
  step: 'ขอถอน {amount} {symbol}',
  txWithdraw: 'ถอน {amount} {symbol} จาก {project}',
  txClaim: 'รับ {amount} {symbol} จาก {project}',
  done: 'ส่งคำขอถอน {amount} {symbol} แล้ว การ์ด Yarm จะแสดงเวลาที่คุณรับเงินได้',
  wrongNetwork: 'กระเป๋าเงินของคุณอยู่บนเครือข่ายอื่น สลับไปที่ {chain} เพื่อถอน',
  revertBalance: 'เงินฝากของคุณตอนนี้น้อยกว่าจำนวนนั้น ไม่มีการถอนใดๆ',
  revertNotYet: 'ยังรับการถอนนี้ไม่ได้',
  revertClaimed: 'รับการถอนนี้ไปแล้ว',
  revertOther: 'เครือข่ายปฏิเสธธุรกรรม ไม่มีการเคลื่อนย้ายใดๆ',
  failed: 'ส่งธุรกรรมไม่ได้: {reason}',
  pending: 'การถอนที่รอดำเนินการ',
  claimableFrom: 'รับได้ตั้งแต่ {time}',
  claimableNow: 'พร้อมรับ',
  claim: 'รับ',
  claimStep: 'รับ {amount} {symbol}',
  claimed: 'รับ {amount} {symbol} จาก {project} แล้ว',
  sayBack: 'คุณจะขอถอน {amount} {symbol}',
} satisfies Translation<typeof withdraw>
