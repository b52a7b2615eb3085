import type { Translation } from '../catalog'
import type auth from '../en-US/auth'

export default {
  signingInTitle: 'กำลังลงชื่อเข้าใช้…',
  signingInLead: 'โปรดรอสักครู่ เรากำลังลงชื่อเข้าใช้ด้วย X ให้เสร็จสิ้น',
  xAccount: 'บัญชี X',
  xAccountButton: 'บัญชี X {handle}',
  signedInAs: 'ลงชื่อเข้าใช้ในชื่อ {name}',
  signOut: 'ออกจากระบบ',
  signInCancelled: 'ยกเลิกการลงชื่อเข้าใช้ด้วย X แล้ว',
  signInFailed: 'การลงชื่อเข้าใช้ด้วย X ไม่สำเร็จ โปรดลองอีกครั้ง',
  foreignLinkTitle: 'ลิงก์ลงชื่อเข้าใช้นี้ไม่ได้เริ่มจากที่นี่',
  foreignLinkLead:
    'เพื่อความปลอดภัยของคุณ Yarm จะดำเนินการลงชื่อเข้าใช้ให้เสร็จเฉพาะที่เริ่มในแท็บนี้เท่านั้น ไม่มีการบันทึกข้อมูลใด ๆ เชื่อมต่อ X เพื่อลงชื่อเข้าใช้ด้วยบัญชีของคุณเอง',
} satisfies Translation<typeof auth>
