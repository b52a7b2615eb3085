import type { Translation } from '../catalog'
import type errors from '../en-US/errors'

export default {
  UNAUTHORIZED: '세션이 종료되었습니다. X를 연결해 다시 로그인하세요.',
  NOT_ELIGIBLE: 'X 계정이 아직 참여 자격 기준을 충족하지 않습니다.',
  WALLET_NOT_VERIFIED: '활성화하기 전에 서명으로 지갑을 인증하세요.',
  INVITE_CODE_INVALID: '유효하지 않은 초대 코드입니다. 확인 후 다시 시도하세요.',
  X_HANDLE_MISMATCH: '이 지갑은 이미 다른 X 계정에 연결되어 있습니다. 가입할 때 사용한 지갑을 연결하세요.',
  WALLET_LOCKED: '계정이 활성화할 때 사용한 지갑에 고정되어 있어 변경할 수 없습니다.',
  ALREADY_VOTED: '이미 이 프로젝트에 투표했습니다.',
  VOTING_CLOSED: '이 프로젝트의 투표가 마감되었습니다.',
  NOT_ACTIVATED: '투표하려면 홈 페이지에서 계정을 활성화하세요.',
  PROJECT_NOT_FOUND: '이 프로젝트는 더 이상 존재하지 않습니다.',
  CODE_INVALID: '존재하지 않는 추천 코드입니다. 확인 후 다시 시도하세요.',
  SELF_REFERRAL: '본인의 추천 코드는 사용할 수 없습니다.',
  REFERRER_ALREADY_SET: '이미 다른 사람의 초대를 받았습니다. 이는 변경할 수 없습니다.',
  REFERRAL_CYCLE:
    '이 사람은 직접 또는 친구를 통해 내가 초대한 사람이므로, 그 코드를 내 초대 코드로 쓸 수 없습니다.',
  INVALID_NONCE: '로그인 요청이 만료되었습니다. 다시 시도하세요.',
  INVALID_MESSAGE: '로그인 메시지가 승인되지 않았습니다. 다시 시도하세요.',
  INVALID_PAGE: '존재하지 않는 페이지입니다.',
  network: '오프라인이거나 서버에 연결할 수 없습니다. 연결 상태를 확인한 후 다시 시도하세요.',
  invalidResponse: '서버에서 예상치 못한 응답을 보냈습니다. 잠시 후 다시 시도하세요.',
  tooManyRequests: '요청이 너무 많습니다. 잠시 기다린 후 다시 시도하세요.',
  server: '현재 서버에 문제가 있습니다. 잠시 후 다시 시도하세요.',
  generic: '이런, 문제가 발생했습니다!',
} satisfies Translation<typeof errors>
