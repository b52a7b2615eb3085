import type { Translation } from '../catalog'
import type shell from '../en-US/shell'

export default {
  skipToContent: 'ข้ามไปยังเนื้อหา',
  homeLink: 'หน้าแรก Yarm',
  mainNav: 'เมนูหลัก',
  menu: 'เมนู',
  comingSoon: 'เร็วๆ นี้',
  navYarmerboard: 'Yarmerboard',
  navPreYarms: 'Pre-Yarms',
  navYarms: 'Yarms',
  navMyReferrals: 'การแนะนำของฉัน',
  navPortfolio: 'พอร์ตโฟลิโอ',
  docs: 'เอกสาร',
  opensInNewTab: '(เปิดในแท็บใหม่)',
  footerTagline: 'Yarm · เสียงของคุณกลายเป็นผลตอบแทนของคุณ',
  version: 'เวอร์ชัน {version}',
  notFoundTitle: 'ไม่พบหน้านี้',
  notFoundLead: 'ไม่มีอะไรอยู่ที่ที่อยู่นี้ หน้าอาจถูกย้ายไปแล้ว หรือลิงก์อาจไม่ถูกต้อง',
  notFoundHomeLink: 'ไปที่หน้าแรก',
  errorTitle: 'เกิดข้อผิดพลาด',
  tryAgain: 'ลองอีกครั้ง',
} satisfies Translation<typeof shell>
