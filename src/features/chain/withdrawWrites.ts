import { yarmVaultAbi } from '@contracts/abis'
import { writeContract } from 'wagmi/actions'
import { wagmiConfig } from '@/features/wallet/runtime/wagmiConfig'
import { sendTracked } from '@/features/wallet/transactions/transactions'
import type { Address, YarmContracts } from './contracts'
import { publicClientFor } from './publicClient'

/** Loaded with the withdraw dialog or the first Claim, never with a page; the wallet runtime's watcher settles them. */

type ChainId = (typeof wagmiConfig.chains)[number]['id']

export interface WithdrawRequest {
  contracts: YarmContracts
  account: Address
  shares: bigint
}

export interface ClaimRequest {
  contracts: YarmContracts
  account: Address
  requestId: bigint
}

async function send(
  contracts: YarmContracts,
  account: Address,
  call:
    | { functionName: 'requestWithdraw'; args: [bigint, Address] }
    | { functionName: 'claim'; args: [bigint] },
  description: string,
): Promise<`0x${string}`> {
  const chainId = contracts.chainId as ChainId
  const at = { address: contracts.vault, abi: yarmVaultAbi, account, ...call } as const
  // Estimated before the wallet sees it: a call the vault would refuse (shares gone, claimed already, too
  // early) fails now with its reason instead of costing a fee.
  const gas = await publicClientFor(chainId).estimateContractGas(at as never)
  return sendTracked(account, chainId, description, () =>
    writeContract(wagmiConfig, { ...at, chainId, gas: (gas * 12n) / 10n } as never),
  )
}

export function sendRequestWithdraw(request: WithdrawRequest, description: string): Promise<`0x${string}`> {
  return send(
    request.contracts,
    request.account,
    { functionName: 'requestWithdraw', args: [request.shares, request.account] },
    description,
  )
}

export function sendClaim(request: ClaimRequest, description: string): Promise<`0x${string}`> {
  return send(
    request.contracts,
    request.account,
    { functionName: 'claim', args: [request.requestId] },
    description,
  )
}

export type WithdrawRevert = 'balance' | 'notYet' | 'claimed' | 'other'

export function withdrawRevert(errorName: string | null): WithdrawRevert {
  switch (errorName) {
    case 'ERC20InsufficientBalance':
      return 'balance'
    case 'NotClaimableYet':
      return 'notYet'
    case 'AlreadyClaimed':
    case 'UnknownRequest':
      return 'claimed'
    default:
      return 'other'
  }
}
