import { yarmVaultAbi } from '@contracts/abis'
import { writeContract } from 'wagmi/actions'
import { wagmiConfig } from '@/features/wallet/runtime/wagmiConfig'
import type { TransactionStatus } from '@/features/wallet/transactions/transactionStore'
import { sendTracked } from '@/features/wallet/transactions/transactions'
import type { Address, YarmContracts } from './contracts'
import { publicClientFor } from './publicClient'
import { settled } from './yarmWrites'

/** How often the node is asked whether it still answers while a transaction is pending. */
const NODE_PROBE_MS = 4000

/**
 * The withdrawal's writes, loaded with the withdraw dialog or the first Claim (never with a page): the
 * request, then the claim once the delay has passed. Each is sent through the connected wallet and entered
 * in the recent-transactions store, whose watcher (wallet runtime) settles it from the chain.
 */

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

/** Locks `shares` of the account in the vault until the delay has passed; pays out to the account. */
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

/** A refused request or claim, by the vault's error name, as the reason a person can act on. */
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

/**
 * Resolves when the store says `hash` is confirmed or failed. Meanwhile the node is asked now and then
 * whether it answers, and `onNodeDown` told: an unreachable node keeps the transaction pending, never failed.
 */
export async function waitForSettled(
  account: Address,
  chainId: number,
  hash: `0x${string}`,
  onNodeDown: (down: boolean) => void,
): Promise<TransactionStatus> {
  const client = publicClientFor(chainId)
  const probe = setInterval(() => {
    client.request({ method: 'eth_blockNumber' }).then(
      () => onNodeDown(false),
      () => onNodeDown(true),
    )
  }, NODE_PROBE_MS)
  try {
    return await settled(account, chainId, hash)
  } finally {
    clearInterval(probe)
    onNodeDown(false)
  }
}
