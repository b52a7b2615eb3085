import type { Translation } from '../catalog'
import type pwa from '../en-US/pwa'

export default {
  installApp: 'ติดตั้งแอป',
  install: 'ติดตั้ง',
  installHint: 'ติดตั้ง Yarm บนหน้าจอโฮมเพื่อเข้าถึงได้เร็วขึ้น แม้ในขณะออฟไลน์',
  iosTitle: 'เพิ่ม Yarm ไปยังหน้าจอโฮม',
  iosStepShare: 'แตะปุ่มแชร์ {icon} ในแถบเครื่องมือของ Safari',
  iosStepAdd: 'เลือก “เพิ่มไปยังหน้าจอโฮม”',
  iosStepConfirm: 'แตะ “เพิ่ม” จากนั้น Yarm จะเปิดแบบเต็มหน้าจอเหมือนแอป',
  offlineSince: 'ออฟไลน์ · กำลังแสดงข้อมูลเมื่อ {time}',
  offlineNotSaved: 'คุณออฟไลน์อยู่ และหน้านี้ยังไม่ได้บันทึกไว้สำหรับใช้งานแบบออฟไลน์ หน้าจะโหลดเมื่อคุณกลับมาออนไลน์',
  newVersion: 'มีเวอร์ชันใหม่',
  reload: 'โหลดใหม่',
} satisfies Translation<typeof pwa>
