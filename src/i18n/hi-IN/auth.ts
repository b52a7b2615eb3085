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
} satisfies Translation<typeof auth>
