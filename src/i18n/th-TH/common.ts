import type { Translation } from '../catalog'
import type common from '../en-US/common'

export default {
  retry: 'ลองอีกครั้ง',
  retrying: 'กำลังลองอีกครั้ง…',
  close: 'ปิด',
  dismiss: 'ปิด',
  back: 'ย้อนกลับ',
  cancel: 'ยกเลิก',
  copy: 'คัดลอก',
  copied: 'คัดลอกแล้ว!',
  loading: 'กำลังโหลด…',
  connectX: 'เชื่อมต่อ X',
  offlineReason: 'คุณออฟไลน์อยู่: ต้องเชื่อมต่ออินเทอร์เน็ตก่อน',
  language: 'ภาษา',
} satisfies Translation<typeof common>
