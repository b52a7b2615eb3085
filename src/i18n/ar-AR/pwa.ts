import type { Translation } from '../catalog'
import type pwa from '../en-US/pwa'

export default {
  installApp: 'تثبيت التطبيق',
  install: 'تثبيت',
  installHint: 'ثبّت Yarm على شاشتك الرئيسية للوصول بسرعة أكبر، حتى دون اتصال.',
  iosTitle: 'أضف Yarm إلى الشاشة الرئيسية',
  iosStepShare: 'اضغط على زر المشاركة {icon} في شريط أدوات Safari.',
  iosStepAdd: 'اختر «إضافة إلى الشاشة الرئيسية».',
  iosStepConfirm: 'اضغط على «إضافة». سيُفتح Yarm بعدها كتطبيق بملء الشاشة.',
  offlineSince: 'غير متصل · عرض بيانات من {time}',
  offlineNotSaved: 'أنت غير متصل، ولم تُحفظ هذه الصفحة للاستخدام دون اتصال بعد. ستُحمَّل عند عودتك إلى الاتصال.',
  newVersion: 'يتوفر إصدار جديد',
  reload: 'إعادة التحميل',
} satisfies Translation<typeof pwa>
