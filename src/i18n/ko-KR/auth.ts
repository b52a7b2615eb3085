import type { Translation } from '../catalog'
import type auth from '../en-US/auth'

export default {
  signingInTitle: '로그인하는 중…',
  signingInLead: 'X 로그인을 마무리하고 있습니다. 잠시만 기다려 주세요.',
  xAccount: 'X 계정',
  xAccountButton: 'X 계정 {handle}',
  signedInAs: '{name}(으)로 로그인됨',
  signOut: '로그아웃',
  signInCancelled: 'X 로그인이 취소되었습니다.',
  signInFailed: 'X 로그인을 완료하지 못했습니다. 다시 시도해 주세요.',
  foreignLinkTitle: '이 로그인 링크는 여기에서 시작되지 않았습니다.',
  foreignLinkLead:
    '안전을 위해 Yarm은 이 탭에서 시작한 로그인만 완료합니다. 아무것도 저장되지 않았습니다. 본인 계정으로 로그인하려면 X를 연결하세요.',
} satisfies Translation<typeof auth>
