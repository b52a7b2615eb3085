import type { Translation } from '../catalog'
import type share from '../en-US/share'

export default {
  shareRank: '分享我的排名',
  shareVote: '分享我的投票',
  shareVoteFor: '分享我对 {name} 的投票',
  making: '正在生成图片…',
  previewAlt: '要分享的图片：{summary}',
  share: '分享…',
  download: '下载图片',
  postOnX: '发布到 X',
  xOffline: '发布到 X 需要联网。图片可离线生成。',
  makeFailed: '无法在此设备上生成图片。',
  shareFailed: '此处无法分享。请改为下载图片。',
  privacy: '在你的设备上生成。只显示你的 X 用户名，从不显示钱包。',
  rankEyebrow: 'Yarmerboard · {timeframe} · {week} 当周',
  rankHeadline: '#{rank}',
  rankUp_one: '较上次更新上升 {count} 名',
  rankUp_other: '较上次更新上升 {count} 名',
  rankDown_one: '较上次更新下降 {count} 名',
  rankDown_other: '较上次更新下降 {count} 名',
  rankSame: '排名与上次更新相同',
  score: '得分 {score}',
  handle: '@{handle}',
  voteEyebrow: 'Pre-Yarms · 本轮',
  voteHeadline: '我投票给了 {project}',
  voteShareText: '我在 Yarm 上投票给了 {project}。你的声音，成就你的收益。{url}',
} satisfies Translation<typeof share>
