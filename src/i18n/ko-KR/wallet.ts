import type { Translation } from '../catalog'
import type wallet from '../en-US/wallet'

export default {
  connectWallet: '지갑 연결',
  wrongNetwork: '잘못된 네트워크',
  verifyWallet: '지갑 인증',
  networkLabel: '네트워크: {chain}',
  accountLabel: '계정 {name}',
  balance: '{amount} {symbol}',
  account: '계정',
  balanceError: '잔액을 불러올 수 없습니다: 네트워크가 응답하지 않습니다.',
  relayDown:
    '{wallet}와의 연결이 끊겼습니다(WalletConnect 릴레이가 응답하지 않음). 다시 연결하는 중… 요청은 연결이 돌아올 때까지 기다립니다.',
  transactionsSent_one: '트랜잭션 {count}건 전송됨',
  transactionsSent_other: '트랜잭션 {count}건 전송됨',
  copyAddress: '주소 복사',
  viewOnExplorer: '익스플로러에서 보기',
  disconnect: '연결 해제',
  recentTransactions: '최근 트랜잭션',
  clearAll: '모두 지우기',
  noTransactions: '트랜잭션이 여기에 표시됩니다…',
  txPending: '대기 중',
  txConfirmed: '확인됨',
  txFailed: '실패',
  txLapsed: '{description}: 자리를 비운 사이 {wallet}에 보낸 요청이 만료되었습니다. 다시 시도하세요.',
  txMaybeSent:
    '{description}: 자리를 비운 사이 {wallet}에서 이미 보냈을 수 있습니다. 다시 보내기 전에 지갑을 확인하세요.',
  switchNetworks: '네트워크 전환',
  wrongNetworkDetected:
    '잘못된 네트워크가 감지되었습니다. 계속하려면 네트워크를 전환하거나 연결을 해제하세요.',
  cannotSwitch:
    '지갑이 {app}에서 네트워크 전환을 지원하지 않습니다. 지갑 안에서 직접 네트워크를 전환해 보세요.',
  switchFailed: '네트워크를 전환하지 못했습니다. 다시 시도해 주세요.',
  connected: '연결됨',
  confirmInWallet: '지갑에서 확인하세요',
  verifyTitle: '계정 인증',
  signInFirst: '먼저 X로 로그인하세요: 지갑은 X 계정에 대해 인증됩니다.',
  verifyIntro:
    '연결을 완료하려면 지갑에서 메시지에 서명해 {address}의 소유자임을 증명하세요. 무료이며 트랜잭션은 전송되지 않습니다.',
  preparing: '메시지 준비 중…',
  waiting: '서명 대기 중…',
  verifying: '서명 확인 중…',
  signMessage: '메시지 서명',
  errorPrepare: '메시지를 준비하는 중 오류가 발생했습니다. 다시 시도해 주세요!',
  errorSign: '메시지에 서명하는 중 오류가 발생했습니다. 다시 시도해 주세요!',
  errorVerify: '서명을 확인하는 중 오류가 발생했습니다. 다시 시도해 주세요!',
  errorUnexpected: '앗, 문제가 발생했습니다!',
} satisfies Translation<typeof wallet>
