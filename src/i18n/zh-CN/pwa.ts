import type { Translation } from '../catalog'
import type pwa from '../en-US/pwa'

export default {
  installApp: '安装应用',
  install: '安装',
  installHint: '将 Yarm 安装到主屏幕，访问更快，离线也能用。',
  iosTitle: '将 Yarm 添加到主屏幕',
  iosStepShare: '轻点 Safari 工具栏中的“共享”按钮 {icon}。',
  iosStepAdd: '选择“添加到主屏幕”。',
  iosStepConfirm: '轻点“添加”。之后 Yarm 会像应用一样全屏打开。',
  offlineSince: '离线 · 显示 {time} 的数据',
  offlineNotSaved: '你已离线，且此页面尚未保存以供离线使用。恢复联网后会自动加载。',
  newVersion: '有新版本可用',
  reload: '重新加载',
} satisfies Translation<typeof pwa>
