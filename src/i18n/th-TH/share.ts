import type { Translation } from '../catalog'
import type share from '../en-US/share'

export default {
  shareRank: 'แชร์อันดับของฉัน',
  shareVote: 'แชร์โหวตของฉัน',
  shareVoteFor: 'แชร์โหวตของฉันให้ {name}',
  making: 'กำลังสร้างรูปภาพ…',
  previewAlt: 'รูปที่จะแชร์: {summary}',
  share: 'แชร์…',
  download: 'ดาวน์โหลดรูปภาพ',
  postOnX: 'โพสต์บน X',
  xOffline: 'การโพสต์บน X ต้องเชื่อมต่ออินเทอร์เน็ต รูปภาพใช้งานได้แบบออฟไลน์',
  makeFailed: 'ไม่สามารถสร้างรูปภาพบนอุปกรณ์นี้ได้',
  shareFailed: 'แชร์ที่นี่ไม่สำเร็จ ดาวน์โหลดรูปภาพแทน',
  privacy: 'สร้างบนอุปกรณ์ของคุณ แสดงแฮนเดิล X ของคุณ ไม่แสดงกระเป๋าเงิน',
  rankEyebrow: 'Yarmerboard · {timeframe} · สัปดาห์ของ {week}',
  rankHeadline: '#{rank}',
  rankUp_one: 'ขึ้น {count} อันดับตั้งแต่อัปเดตล่าสุด',
  rankUp_other: 'ขึ้น {count} อันดับตั้งแต่อัปเดตล่าสุด',
  rankDown_one: 'ลง {count} อันดับตั้งแต่อัปเดตล่าสุด',
  rankDown_other: 'ลง {count} อันดับตั้งแต่อัปเดตล่าสุด',
  rankSame: 'อันดับเท่าเดิมกับอัปเดตล่าสุด',
  score: 'คะแนน {score}',
  handle: '@{handle}',
  voteEyebrow: 'Pre-Yarms · รอบนี้',
  voteHeadline: 'ฉันโหวตให้ {project}',
  voteShareText: 'ฉันโหวตให้ {project} บน Yarm เสียงของคุณกลายเป็นผลตอบแทนของคุณ {url}',
} satisfies Translation<typeof share>
