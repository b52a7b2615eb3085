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
} satisfies Translation<typeof auth>
