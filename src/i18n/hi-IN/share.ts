import type { Translation } from '../catalog'
import type share from '../en-US/share'

export default {
  shareRank: 'मेरी रैंक शेयर करें',
  shareVote: 'मेरा वोट शेयर करें',
  shareVoteFor: '{name} के लिए मेरा वोट शेयर करें',
  making: 'आपकी इमेज बन रही है…',
  previewAlt: 'शेयर करने वाली इमेज: {summary}',
  share: 'शेयर करें…',
  download: 'इमेज डाउनलोड करें',
  postOnX: 'X पर पोस्ट करें',
  xOffline: 'X पर पोस्ट करने के लिए कनेक्शन चाहिए। इमेज ऑफ़लाइन भी काम करती है।',
  makeFailed: 'इस डिवाइस पर इमेज नहीं बन सकी।',
  shareFailed: 'यहाँ शेयर नहीं हो सका। इसके बजाय इमेज डाउनलोड करें।',
  privacy: 'आपके डिवाइस पर बनी। इसमें आपका X हैंडल दिखता है, वॉलेट कभी नहीं।',
  rankEyebrow: 'Yarmerboard · {timeframe} · {week} का सप्ताह',
  rankHeadline: '#{rank}',
  rankUp_one: 'पिछले अपडेट से {count} स्थान ऊपर',
  rankUp_other: 'पिछले अपडेट से {count} स्थान ऊपर',
  rankDown_one: 'पिछले अपडेट से {count} स्थान नीचे',
  rankDown_other: 'पिछले अपडेट से {count} स्थान नीचे',
  rankSame: 'पिछले अपडेट जैसी ही रैंक',
  score: 'स्कोर {score}',
  handle: '@{handle}',
  voteEyebrow: 'Pre-Yarms · यह राउंड',
  voteHeadline: 'मैंने {project} को वोट दिया',
  voteShareText: 'मैंने Yarm पर {project} को वोट दिया। आपकी आवाज़, आपकी कमाई। {url}',
} satisfies Translation<typeof share>
