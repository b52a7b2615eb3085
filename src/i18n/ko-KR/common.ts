import type { Translation } from '../catalog'
import type common from '../en-US/common'

export default {
  retry: '다시 시도',
  retrying: '다시 시도하는 중…',
  close: '닫기',
  dismiss: '닫기',
  back: '뒤로',
  cancel: '취소',
  copy: '복사',
  copied: '복사했습니다!',
  loading: '불러오는 중…',
  connectX: 'X 연결',
  offlineReason: '오프라인 상태입니다: 연결이 필요합니다.',
  language: '언어',
} satisfies Translation<typeof common>
