import type { Translation } from '../catalog'
import type common from '../en-US/common'

export default {
  retry: 'إعادة المحاولة',
  retrying: 'جارٍ إعادة المحاولة…',
  close: 'إغلاق',
  dismiss: 'تجاهل',
  back: 'رجوع',
  cancel: 'إلغاء',
  copy: 'نسخ',
  copied: 'تم النسخ!',
  loading: 'جارٍ التحميل…',
  connectX: 'ربط X',
  offlineReason: 'أنت غير متصل: يتطلب هذا اتصالًا بالإنترنت.',
  language: 'اللغة',
} satisfies Translation<typeof common>
