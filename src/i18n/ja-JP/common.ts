import type { Translation } from '../catalog'
import type common from '../en-US/common'

export default {
  retry: '再試行',
  retrying: '再試行中…',
  close: '閉じる',
  dismiss: '閉じる',
  back: '戻る',
  cancel: 'キャンセル',
  copy: 'コピー',
  copied: 'コピーしました！',
  loading: '読み込み中…',
  connectX: 'Xと連携',
  offlineReason: 'オフラインです：この操作には接続が必要です。',
  language: '言語',
} satisfies Translation<typeof common>
