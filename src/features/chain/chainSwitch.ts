import { getConnection, switchChain } from 'wagmi/actions'
import { findErrorName, hasErrorCode, isUserRejection } from '@/chains/errors'
import { wagmiConfig } from '@/features/wallet/runtime/wagmiConfig'

type ChainId = (typeof wagmiConfig.chains)[number]['id']

export async function switchToChain(chainId: number): Promise<void> {
  await switchChain(wagmiConfig, { chainId: chainId as ChainId })
}

export function switchFailure(error: unknown): 'rejected' | 'cannotSwitch' | 'switchFailed' {
  if (isUserRejection(error)) return 'rejected'
  // EIP-1193 4200: no wallet_switchEthereumChain for sites (wagmi wraps it in SwitchChainNotSupportedError).
  if (findErrorName(error, 'SwitchChainNotSupportedError') || hasErrorCode(error, 4200)) return 'cannotSwitch'
  return 'switchFailed'
}

export function connectedChainId(): number | undefined {
  return getConnection(wagmiConfig).chainId
}
