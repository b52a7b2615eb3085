import type { Translation } from '../catalog'
import type pwa from '../en-US/pwa'

export default {
  installApp: '安裝應用程式',
  install: '安裝',
  installHint: '將 Yarm 安裝到主畫面，開啟更快，離線也能使用。',
  iosTitle: '將 Yarm 加入主畫面',
  iosStepShare: '點一下 Safari 工具列中的「分享」按鈕 {icon}。',
  iosStepAdd: '選擇「加入主畫面」。',
  iosStepConfirm: '點一下「新增」。之後 Yarm 會像應用程式一樣以全螢幕開啟。',
  offlineSince: '離線 · 顯示 {time} 的資料',
  offlineNotSaved: '你目前離線，而且這個網頁尚未儲存供離線使用。恢復連線後就會載入。',
  newVersion: '有新版本可用',
  reload: '重新載入',
} satisfies Translation<typeof pwa>
