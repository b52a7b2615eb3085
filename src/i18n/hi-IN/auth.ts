import type { Translation } from '../catalog'
import type auth from '../en-US/auth'

export default {
  signingInTitle: 'साइन इन हो रहा है…',
  signingInLead: 'कृपया एक पल रुकें, हम X से आपका साइन इन पूरा कर रहे हैं।',
  xAccount: 'X खाता',
  xAccountButton: 'X खाता {handle}',
  signedInAs: '{name} के रूप में साइन इन है',
  signOut: 'साइन आउट करें',
  signInCancelled: 'X से साइन इन रद्द कर दिया गया।',
  signInFailed: 'X से साइन इन पूरा नहीं हुआ। कृपया फिर से कोशिश करें।',
  foreignLinkTitle: 'यह साइन-इन लिंक यहाँ से शुरू नहीं हुआ था।',
  foreignLinkLead:
    'आपकी सुरक्षा के लिए, Yarm केवल वही साइन-इन पूरा करता है जो इसी टैब में शुरू हुआ हो। कुछ भी सहेजा नहीं गया। अपने खाते से साइन इन करने के लिए X कनेक्ट करें।',
} satisfies Translation<typeof auth>
