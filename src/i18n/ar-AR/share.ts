import type { Translation } from '../catalog'
import type share from '../en-US/share'

export default {
  shareRank: 'شارك ترتيبي',
  shareVote: 'شارك تصويتي',
  shareVoteFor: 'شارك تصويتي لـ {name}',
  making: 'جارٍ إعداد صورتك…',
  previewAlt: 'الصورة التي ستُشارك: {summary}',
  share: 'مشاركة…',
  download: 'تنزيل الصورة',
  postOnX: 'انشر على X',
  xOffline: 'النشر على X يحتاج إلى اتصال. الصورة تعمل دون اتصال.',
  makeFailed: 'تعذّر إنشاء الصورة على هذا الجهاز.',
  shareFailed: 'لم تنجح المشاركة هنا. نزّل الصورة بدلًا من ذلك.',
  privacy: 'صُنعت على جهازك. تُظهر اسمك على X، ولا تُظهر محفظتك أبدًا.',
  rankEyebrow: 'Yarmerboard · {timeframe} · أسبوع {week}',
  rankHeadline: '#{rank}',
  rankUp_one: 'التقدّم منذ آخر تحديث: {count}',
  rankUp_other: 'التقدّم منذ آخر تحديث: {count}',
  rankDown_one: 'التراجع منذ آخر تحديث: {count}',
  rankDown_other: 'التراجع منذ آخر تحديث: {count}',
  rankSame: 'الترتيب نفسه كما في آخر تحديث',
  score: 'النقاط: {score}',
  handle: '@{handle}',
  voteEyebrow: 'Pre-Yarms · هذه الجولة',
  voteHeadline: 'صوّتُّ لـ {project}',
  voteShareText: 'صوّتُّ لـ {project} على Yarm. صوتك يصبح عائدك. {url}',
} satisfies Translation<typeof share>
