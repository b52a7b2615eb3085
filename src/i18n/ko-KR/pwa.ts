import type { Translation } from '../catalog'
import type pwa from '../en-US/pwa'

export default {
  installApp: '앱 설치',
  install: '설치',
  installHint: 'Yarm을 홈 화면에 설치하면 오프라인에서도 더 빠르게 이용할 수 있습니다.',
  iosTitle: '홈 화면에 Yarm 추가',
  iosStepShare: 'Safari 도구 막대에서 공유 버튼 {icon}을 탭하세요.',
  iosStepAdd: '‘홈 화면에 추가’를 선택하세요.',
  iosStepConfirm: '‘추가’를 탭하세요. 이제 Yarm이 앱처럼 전체 화면으로 열립니다.',
  offlineSince: '오프라인 · {time} 기준 데이터 표시 중',
  offlineNotSaved:
    '오프라인 상태이며, 이 페이지는 아직 오프라인용으로 저장되지 않았습니다. 다시 온라인이 되면 불러옵니다.',
  newVersion: '새 버전을 사용할 수 있습니다',
  reload: '새로고침',
} satisfies Translation<typeof pwa>
