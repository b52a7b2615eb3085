import type { Translation } from '../catalog'
import type common from '../en-US/common'

export default {
  retry: '重试',
  retrying: '正在重试…',
  close: '关闭',
  dismiss: '忽略',
  back: '返回',
  cancel: '取消',
  copy: '复制',
  copied: '已复制！',
  loading: '加载中…',
  connectX: '连接 X',
  offlineReason: '你已离线：此操作需要网络连接。',
  language: '语言',
} satisfies Translation<typeof common>
