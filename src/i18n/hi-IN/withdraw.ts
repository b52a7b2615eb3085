import type { Translation } from '../catalog'
import type withdraw from '../en-US/withdraw'

export default {
  title: '{project} से निकालें',
  yourDeposit: 'आपकी जमा: {amount} {symbol}',
  amountPosition: 'यह आपकी {amount} {symbol} की जमा से ज़्यादा है।',
  delayNote: 'अनुरोध के {delay} बाद आप इसे क्लेम कर सकते हैं। तब तक यह कमाई करता रहता है।',
  step: '{amount} {symbol} निकालने का अनुरोध करें',
  txWithdraw: '{project} से {amount} {symbol} निकालें',
  txClaim: '{project} से {amount} {symbol} क्लेम करें',
  done: '{amount} {symbol} निकालने का अनुरोध हो गया। Yarm कार्ड बताता है कि आप इसे कब क्लेम कर सकते हैं।',
  wrongNetwork: 'आपका वॉलेट किसी दूसरे नेटवर्क पर है। निकालने के लिए {chain} पर स्विच करें।',
  revertBalance: 'आपकी जमा अब इससे कम है। कुछ भी नहीं निकाला गया।',
  revertNotYet: 'यह निकासी अभी क्लेम नहीं की जा सकती।',
  revertClaimed: 'यह निकासी पहले ही क्लेम की जा चुकी है।',
  revertOther: 'नेटवर्क ने लेन-देन अस्वीकार कर दिया। कुछ भी नहीं हिला।',
  failed: 'लेन-देन भेजा नहीं जा सका: {reason}',
  pending: 'लंबित निकासियाँ',
  claimableFrom: '{time} से क्लेम की जा सकती है',
  claimableNow: 'क्लेम के लिए तैयार',
  claim: 'क्लेम करें',
  claimStep: '{amount} {symbol} क्लेम करें',
  claimed: '{project} से {amount} {symbol} क्लेम किए गए।',
  sayBack: 'आप {amount} {symbol} निकालने का अनुरोध करेंगे।',
} satisfies Translation<typeof withdraw>
