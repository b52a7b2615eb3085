import type { Translation } from '../catalog'
import type auth from '../en-US/auth'

export default {
  signingInTitle: 'جارٍ تسجيل دخولك…',
  signingInLead: 'لحظة واحدة ريثما ننتهي من تسجيل دخولك عبر X.',
  xAccount: 'حساب X',
  xAccountButton: 'حساب X {handle}',
  signedInAs: 'سجّلت الدخول باسم {name}',
  signOut: 'تسجيل الخروج',
  signInCancelled: 'تم إلغاء تسجيل الدخول عبر X.',
  signInFailed: 'لم يكتمل تسجيل الدخول عبر X. يُرجى المحاولة مرة أخرى.',
  foreignLinkTitle: 'لم يبدأ رابط تسجيل الدخول هذا من هنا.',
  foreignLinkLead:
    'حفاظًا على أمانك، لا يُكمل Yarm إلا تسجيل دخول بدأ في علامة التبويب هذه. لم يُحفظ أي شيء. اربط X لتسجيل الدخول بحسابك.',
} satisfies Translation<typeof auth>
