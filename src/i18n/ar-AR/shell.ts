import type { Translation } from '../catalog'
import type shell from '../en-US/shell'

export default {
  skipToContent: 'انتقل إلى المحتوى',
  homeLink: 'الصفحة الرئيسية لـ Yarm',
  mainNav: 'التنقل الرئيسي',
  menu: 'القائمة',
  comingSoon: 'قريبًا',
  navYarmerboard: 'Yarmerboard',
  navPreYarms: 'Pre-Yarms',
  navYarms: 'Yarms',
  navMyReferrals: 'إحالاتي',
  navPortfolio: 'المحفظة الاستثمارية',
  docs: 'الوثائق',
  opensInNewTab: '(يُفتح في علامة تبويب جديدة)',
  footerTagline: 'Yarm · صوتك يصبح عائدك',
  version: 'الإصدار {version}',
  notFoundTitle: 'الصفحة غير موجودة',
  notFoundLead: 'لا يوجد شيء على هذا العنوان. ربما نُقلت الصفحة، أو أن الرابط غير صحيح.',
  notFoundHomeLink: 'الانتقال إلى الصفحة الرئيسية',
  errorTitle: 'حدث خطأ ما',
  tryAgain: 'حاول مرة أخرى',
} satisfies Translation<typeof shell>
