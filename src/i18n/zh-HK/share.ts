import type { Translation } from '../catalog'
import type share from '../en-US/share'

export default {
  shareRank: '分享我的排名',
  shareVote: '分享我的投票',
  shareVoteFor: '分享我對 {name} 的投票',
  making: '正在製作圖片…',
  previewAlt: '要分享的圖片：{summary}',
  share: '分享…',
  download: '下載圖片',
  postOnX: '在 X 發佈',
  xOffline: '在 X 發佈需要連線。圖片可離線製作。',
  makeFailed: '無法在此裝置上製作圖片。',
  shareFailed: '此處無法分享。請改為下載圖片。',
  privacy: '在你的裝置上製作。只顯示你的 X 帳號，從不顯示錢包。',
  rankEyebrow: 'Yarmerboard · {timeframe} · {week} 當週',
  rankHeadline: '#{rank}',
  rankUp_one: '較上次更新上升 {count} 名',
  rankUp_other: '較上次更新上升 {count} 名',
  rankDown_one: '較上次更新下跌 {count} 名',
  rankDown_other: '較上次更新下跌 {count} 名',
  rankSame: '排名與上次更新相同',
  score: '分數 {score}',
  handle: '@{handle}',
  voteEyebrow: 'Pre-Yarms · 今輪',
  voteHeadline: '我投票給了 {project}',
  voteShareText: '我在 Yarm 投票給了 {project}。你的聲音，成就你的回報。{url}',
} satisfies Translation<typeof share>
