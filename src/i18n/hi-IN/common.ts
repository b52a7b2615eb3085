import type { Translation } from '../catalog'
import type common from '../en-US/common'

export default {
  retry: 'फिर से कोशिश करें',
  retrying: 'फिर से कोशिश हो रही है…',
  close: 'बंद करें',
  dismiss: 'हटाएँ',
  back: 'वापस',
  cancel: 'रद्द करें',
  copy: 'कॉपी करें',
  copied: 'कॉपी हो गया!',
  loading: 'लोड हो रहा है…',
  connectX: 'X कनेक्ट करें',
  offlineReason: 'आप ऑफ़लाइन हैं: इसके लिए कनेक्शन चाहिए।',
  language: 'भाषा',
} satisfies Translation<typeof common>
