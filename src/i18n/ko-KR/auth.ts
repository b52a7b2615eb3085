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
} satisfies Translation<typeof auth>
