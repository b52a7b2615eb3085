import type { Translation } from '../catalog'
import type pwa from '../en-US/pwa'

export default {
  installApp: '安裝應用程式',
  install: '安裝',
  installHint: '將 Yarm 安裝到主畫面，開啟更快，離線亦可使用。',
  iosTitle: '將 Yarm 加至主畫面',
  iosStepShare: '點按 Safari 工具列中的「分享」按鈕 {icon}。',
  iosStepAdd: '選擇「加至主畫面」。',
  iosStepConfirm: '點按「加入」。之後 Yarm 會像應用程式一樣以全螢幕開啟。',
  offlineSince: '離線 · 顯示 {time} 的數據',
  offlineNotSaved: '你已離線，而此頁面尚未儲存作離線使用。恢復連線後便會載入。',
  newVersion: '有新版本可供使用',
  reload: '重新載入',
} satisfies Translation<typeof pwa>
