import type { Translation } from '../catalog'
import type pwa from '../en-US/pwa'

export default {
  installApp: 'ऐप इंस्टॉल करें',
  install: 'इंस्टॉल करें',
  installHint: 'तेज़ ऐक्सेस के लिए Yarm को अपनी होम स्क्रीन पर इंस्टॉल करें, यह ऑफ़लाइन भी चलता है।',
  iosTitle: 'Yarm को अपनी होम स्क्रीन पर जोड़ें',
  iosStepShare: 'Safari के टूलबार में शेयर बटन {icon} पर टैप करें।',
  iosStepAdd: '“होम स्क्रीन पर जोड़ें” चुनें।',
  iosStepConfirm: '“जोड़ें” पर टैप करें। इसके बाद Yarm एक ऐप की तरह फ़ुल स्क्रीन में खुलेगा।',
  offlineSince: 'ऑफ़लाइन · {time} का डेटा दिखाया जा रहा है',
  offlineNotSaved: 'आप ऑफ़लाइन हैं, और यह पेज अभी ऑफ़लाइन इस्तेमाल के लिए सेव नहीं हुआ है। ऑनलाइन आते ही यह लोड हो जाएगा।',
  newVersion: 'नया वर्ज़न उपलब्ध है',
  reload: 'रीलोड करें',
} satisfies Translation<typeof pwa>
