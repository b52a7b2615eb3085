import type { Translation } from '../catalog'
import type share from '../en-US/share'

export default {
  shareRank: 'Sıramı paylaş',
  shareVote: 'Oyumu paylaş',
  shareVoteFor: '{name} için oyumu paylaş',
  making: 'Görselin hazırlanıyor…',
  previewAlt: 'Paylaşılacak görsel: {summary}',
  share: 'Paylaş…',
  download: 'Görseli indir',
  postOnX: "X'te paylaş",
  xOffline: "X'te paylaşmak için bağlantı gerekir. Görsel çevrimdışı da çalışır.",
  makeFailed: 'Görsel bu cihazda oluşturulamadı.',
  shareFailed: 'Burada paylaşılamadı. Bunun yerine görseli indir.',
  privacy: 'Cihazında oluşturuldu. X kullanıcı adını gösterir, cüzdanını asla.',
  rankEyebrow: 'Yarmerboard · {timeframe} · {week} haftası',
  rankHeadline: '#{rank}',
  rankUp_one: 'Son güncellemeden beri {count} sıra yükseldi',
  rankUp_other: 'Son güncellemeden beri {count} sıra yükseldi',
  rankDown_one: 'Son güncellemeden beri {count} sıra düştü',
  rankDown_other: 'Son güncellemeden beri {count} sıra düştü',
  rankSame: 'Son güncellemeyle aynı sıra',
  score: 'Puan {score}',
  handle: '@{handle}',
  voteEyebrow: 'Pre-Yarms · bu tur',
  voteHeadline: '{project} için oy verdim',
  voteShareText: "Yarm'da {project} için oy verdim. Sesiniz getiriniz olur. {url}",
} satisfies Translation<typeof share>
