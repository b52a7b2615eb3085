import type { Translation } from '../catalog'
import type common from '../en-US/common'

export default {
  retry: '重試',
  retrying: '正在重試…',
  close: '關閉',
  dismiss: '略過',
  back: '返回',
  cancel: '取消',
  copy: '複製',
  copied: '已複製！',
  loading: '載入中…',
  connectX: '連結 X',
  offlineReason: '你目前離線：此操作需要網路連線。',
  language: '語言',
} satisfies Translation<typeof common>
