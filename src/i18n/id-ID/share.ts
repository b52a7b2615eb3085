import type { Translation } from '../catalog'
import type share from '../en-US/share'

export default {
  shareRank: 'Bagikan peringkat saya',
  shareVote: 'Bagikan suara saya',
  shareVoteFor: 'Bagikan suara saya untuk {name}',
  making: 'Membuat gambar Anda…',
  previewAlt: 'Gambar yang akan dibagikan: {summary}',
  share: 'Bagikan…',
  download: 'Unduh gambar',
  postOnX: 'Posting di X',
  xOffline: 'Posting di X memerlukan koneksi. Gambar tetap bisa dibuat offline.',
  makeFailed: 'Gambar tidak dapat dibuat di perangkat ini.',
  shareFailed: 'Berbagi tidak berhasil di sini. Unduh gambarnya saja.',
  privacy: 'Dibuat di perangkat Anda. Menampilkan handle X Anda, tidak pernah dompet Anda.',
  rankEyebrow: 'Yarmerboard · {timeframe} · minggu {week}',
  rankHeadline: '#{rank}',
  rankUp_one: 'Naik {count} peringkat sejak pembaruan terakhir',
  rankUp_other: 'Naik {count} peringkat sejak pembaruan terakhir',
  rankDown_one: 'Turun {count} peringkat sejak pembaruan terakhir',
  rankDown_other: 'Turun {count} peringkat sejak pembaruan terakhir',
  rankSame: 'Peringkat sama seperti pembaruan terakhir',
  score: 'Skor {score}',
  handle: '@{handle}',
  voteEyebrow: 'Pre-Yarms · putaran ini',
  voteHeadline: 'Saya memilih {project}',
  voteShareText: 'Saya memilih {project} di Yarm. Suara Anda menjadi imbal hasil Anda. {url}',
} satisfies Translation<typeof share>
