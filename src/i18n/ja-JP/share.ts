import type { Translation } from '../catalog'
import type share from '../en-US/share'

export default {
  shareRank: '順位をシェア',
  shareVote: '投票をシェア',
  shareVoteFor: '{name}への投票をシェア',
  making: '画像を作成中…',
  previewAlt: 'シェアする画像：{summary}',
  share: 'シェア…',
  download: '画像をダウンロード',
  postOnX: 'Xに投稿',
  xOffline: 'Xへの投稿には接続が必要です。画像はオフラインでも作れます。',
  makeFailed: 'この端末では画像を作成できませんでした。',
  shareFailed: 'ここではシェアできませんでした。代わりに画像をダウンロードしてください。',
  privacy: '端末上で作成。Xのハンドルを表示し、ウォレットは表示しません。',
  rankEyebrow: 'Yarmerboard · {timeframe} · {week}の週',
  rankHeadline: '#{rank}',
  rankUp_one: '前回の更新から{count}位上昇',
  rankUp_other: '前回の更新から{count}位上昇',
  rankDown_one: '前回の更新から{count}位下降',
  rankDown_other: '前回の更新から{count}位下降',
  rankSame: '前回の更新と同じ順位',
  score: 'スコア {score}',
  handle: '@{handle}',
  voteEyebrow: 'Pre-Yarms · 今回のラウンド',
  voteHeadline: '{project}に投票しました',
  voteShareText: 'Yarmで{project}に投票しました。あなたの声が、あなたの利回りに。{url}',
} satisfies Translation<typeof share>
