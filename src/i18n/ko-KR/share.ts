import type { Translation } from '../catalog'
import type share from '../en-US/share'

export default {
  shareRank: '내 순위 공유',
  shareVote: '내 투표 공유',
  shareVoteFor: '{name}에 대한 내 투표 공유',
  making: '이미지를 만드는 중…',
  previewAlt: '공유할 이미지: {summary}',
  share: '공유…',
  download: '이미지 다운로드',
  postOnX: 'X에 게시',
  xOffline: 'X에 게시하려면 연결이 필요합니다. 이미지는 오프라인에서도 만들 수 있습니다.',
  makeFailed: '이 기기에서 이미지를 만들 수 없습니다.',
  shareFailed: '여기서는 공유할 수 없습니다. 대신 이미지를 다운로드하세요.',
  privacy: '기기에서 만들어집니다. X 핸들만 표시되고 지갑은 표시되지 않습니다.',
  rankEyebrow: 'Yarmerboard · {timeframe} · {week} 주',
  rankHeadline: '#{rank}',
  rankUp_one: '지난 업데이트보다 {count}계단 상승',
  rankUp_other: '지난 업데이트보다 {count}계단 상승',
  rankDown_one: '지난 업데이트보다 {count}계단 하락',
  rankDown_other: '지난 업데이트보다 {count}계단 하락',
  rankSame: '지난 업데이트와 같은 순위',
  score: '점수 {score}',
  handle: '@{handle}',
  voteEyebrow: 'Pre-Yarms · 이번 라운드',
  voteHeadline: '{project}에 투표했습니다',
  voteShareText: 'Yarm에서 {project}에 투표했습니다. 당신의 목소리가 수익이 됩니다. {url}',
} satisfies Translation<typeof share>
