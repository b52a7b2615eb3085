import type { Translation } from '../catalog'
import type share from '../en-US/share'

export default {
  shareRank: 'Kongsi kedudukan saya',
  shareVote: 'Kongsi undian saya',
  shareVoteFor: 'Kongsi undian saya untuk {name}',
  making: 'Membuat imej anda…',
  previewAlt: 'Imej untuk dikongsi: {summary}',
  share: 'Kongsi…',
  download: 'Muat turun imej',
  postOnX: 'Siar di X',
  xOffline: 'Menyiar di X memerlukan sambungan. Imej berfungsi di luar talian.',
  makeFailed: 'Imej tidak dapat dibuat pada peranti ini.',
  shareFailed: 'Perkongsian tidak berjaya di sini. Muat turun imej sebaliknya.',
  privacy: 'Dibuat pada peranti anda. Ia menunjukkan pemegang X anda, bukan dompet anda.',
  rankEyebrow: 'Yarmerboard · {timeframe} · minggu {week}',
  rankHeadline: '#{rank}',
  rankUp_one: 'Naik {count} tempat sejak kemas kini lepas',
  rankUp_other: 'Naik {count} tempat sejak kemas kini lepas',
  rankDown_one: 'Turun {count} tempat sejak kemas kini lepas',
  rankDown_other: 'Turun {count} tempat sejak kemas kini lepas',
  rankSame: 'Kedudukan sama seperti kemas kini lepas',
  score: 'Skor {score}',
  handle: '@{handle}',
  voteEyebrow: 'Pre-Yarms · pusingan ini',
  voteHeadline: 'Saya mengundi {project}',
  voteShareText: 'Saya mengundi {project} di Yarm. Suara Anda menjadi hasil Anda. {url}',
} satisfies Translation<typeof share>
