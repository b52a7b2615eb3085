import type { Translation } from '../catalog'
import type share from '../en-US/share'

export default {
  shareRank: 'Chia sẻ thứ hạng của tôi',
  shareVote: 'Chia sẻ phiếu bầu của tôi',
  shareVoteFor: 'Chia sẻ phiếu bầu của tôi cho {name}',
  making: 'Đang tạo ảnh của bạn…',
  previewAlt: 'Ảnh sẽ chia sẻ: {summary}',
  share: 'Chia sẻ…',
  download: 'Tải ảnh xuống',
  postOnX: 'Đăng lên X',
  xOffline: 'Đăng lên X cần có kết nối. Ảnh vẫn tạo được khi ngoại tuyến.',
  makeFailed: 'Không thể tạo ảnh trên thiết bị này.',
  shareFailed: 'Không chia sẻ được ở đây. Hãy tải ảnh xuống.',
  privacy: 'Được tạo trên thiết bị của bạn. Hiển thị tên X của bạn, không bao giờ hiển thị ví.',
  rankEyebrow: 'Yarmerboard · {timeframe} · tuần {week}',
  rankHeadline: '#{rank}',
  rankUp_one: 'Tăng {count} hạng kể từ lần cập nhật trước',
  rankUp_other: 'Tăng {count} hạng kể từ lần cập nhật trước',
  rankDown_one: 'Giảm {count} hạng kể từ lần cập nhật trước',
  rankDown_other: 'Giảm {count} hạng kể từ lần cập nhật trước',
  rankSame: 'Giữ nguyên hạng so với lần cập nhật trước',
  score: 'Điểm {score}',
  handle: '@{handle}',
  voteEyebrow: 'Pre-Yarms · vòng này',
  voteHeadline: 'Tôi đã bầu cho {project}',
  voteShareText: 'Tôi đã bầu cho {project} trên Yarm. Tiếng nói của bạn trở thành lợi suất của bạn. {url}',
} satisfies Translation<typeof share>
