import type { Translation } from '../catalog'
import type shell from '../en-US/shell'

export default {
  skipToContent: 'सामग्री पर जाएँ',
  homeLink: 'Yarm होम',
  mainNav: 'मुख्य नेविगेशन',
  menu: 'मेन्यू',
  comingSoon: 'जल्द आ रहा है',
  navYarmerboard: 'Yarmerboard',
  navPreYarms: 'Pre-Yarms',
  navYarms: 'Yarms',
  navMyReferrals: 'मेरे रेफ़रल',
  navPortfolio: 'पोर्टफ़ोलियो',
  docs: 'दस्तावेज़',
  opensInNewTab: '(नए टैब में खुलता है)',
  footerTagline: 'Yarm · आपकी आवाज़, आपकी कमाई',
  version: 'वर्ज़न {version}',
  notFoundTitle: 'पेज नहीं मिला',
  notFoundLead: 'इस पते पर कुछ नहीं है। हो सकता है पेज कहीं और चला गया हो, या लिंक गलत हो।',
  notFoundHomeLink: 'होम पेज पर जाएँ',
  errorTitle: 'कुछ गड़बड़ हो गई',
  tryAgain: 'फिर से कोशिश करें',
} satisfies Translation<typeof shell>
