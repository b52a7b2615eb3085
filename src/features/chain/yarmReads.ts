import { mockUSDCAbi, yarmVaultAbi } from '@contracts/abis'
import {
  type Chain,
  type Client,
  createClient,
  keccak256,
  multicall3Abi,
  type Transport,
  toHex,
  zeroAddress,
} from 'viem'
import { multicall } from 'viem/actions'
import { chainById } from '@/chains/chains'
import { rpcTransport } from '@/chains/transports'
import { type Address, yarmContracts } from './contracts'

/** Parts that may fail on their own (a node's gas cap, a vault without the function) while the rest is shown. */
export type VaultPart = 'fills' | 'yieldWindow' | 'withdrawals'

export interface VaultState {
  yarmId: string
  vault: Address
  usdc: Address
  totalAssets: bigint
  tvlCap: bigint
  /** What the vault still takes (`maxDeposit`): 0 when full or outside its window. */
  capacity: bigint
  open: boolean
  endsAt: bigint
  withdrawalDelay: bigint
  position: { shares: bigint; assets: bigint; allowance: bigint } | null
  /** All shares, for converting an amount of USDC into shares (`totalAssets` is the other half). */
  totalSupply: bigint
  withdrawals: PendingWithdrawal[]
  /** By lower-case X handle; a handle is missing when the vault's full top list does not hold it. */
  fills: Record<string, bigint>
  /** Zero times before any accrual. See yarms/chainApy.ts. */
  yieldWindow: YieldWindow
  unread: VaultPart[]
}

export interface YieldWindow {
  fromAt: bigint
  fromPrice: bigint
  toAt: bigint
  toPrice: bigint
}

/** A Yarmer's on-chain id: keccak256 of their lower-case X handle (contracts/plan.mjs `yarmerId`). */
export const yarmerId = (xHandle: string): `0x${string}` => keccak256(toHex(xHandle.toLowerCase()))

export interface PendingWithdrawal {
  requestId: bigint
  receiver: Address
  /** Unix seconds (chain time) from which `claim` pays. */
  claimableAt: bigint
  shares: bigint
  assets: bigint
}

export interface ChainYarmsState {
  chainId: number
  usdcBalance: bigint | null
  ethBalance: bigint | null
  vaults: Record<string, VaultState>
  /** A withdrawal is claimable by the chain's time, which a local chain can move ahead of the wall clock. */
  chainTime: bigint
  readAt: number
}

const clients = new Map<number, Client<Transport, Chain>>()

/**
 * Bare, with viem's multicall action imported alone: createPublicClient would bring every public action
 * (receipts, signature checks with their curve, CCIP) into what /yarms loads after its first paint.
 */
function readClientFor(chainId: number): Client<Transport, Chain> {
  let client = clients.get(chainId)
  if (client) return client
  const chain = chainById(chainId)
  if (!chain) throw new Error(`Chain ${chainId} is not one of the app's chains`)
  client = createClient({ chain, transport: rpcTransport(chain.rpcUrls.default.http[0] as string) })
  clients.set(chainId, client)
  return client
}

/** ERC-4626's convertToAssets with OpenZeppelin's virtual share and asset (offset 0), rounded down. */
export function sharesToAssets(shares: bigint, totalAssets: bigint, totalSupply: bigint): bigint {
  return (shares * (totalAssets + 1n)) / (totalSupply + 1n)
}

const PER_VAULT = 11
const FILLS_AT = 9
const WINDOW_AT = 10

type CallResult = { status: 'success'; result: unknown } | { status: 'failure'; error: Error }

/** A call the card cannot do without (TVL, cap, room, window, the position): its failure fails the read. */
function needed(result: CallResult | undefined): unknown {
  if (!result) throw new Error('The multicall answered fewer results than it was sent')
  if (result.status === 'failure') throw result.error
  return result.result
}

/**
 * Everything a page shows about `yarmIds` on one chain in one multicall. Each call's data is short (the
 * fills are one call per vault), so a page stays within viem's 1024-byte multicall chunk and one eth_call
 * carries it all. Throws when a figure the card needs fails (a half-read vault would show wrong TVL or
 * room); the fills, the APY window and the withdrawals may each fail alone, listed in `unread`.
 */
export async function readYarmsOnChain(
  chainId: number,
  yarmIds: readonly string[],
  account: Address | null,
  yarmers: Readonly<Record<string, readonly string[]>> = {},
): Promise<ChainYarmsState> {
  const client = readClientFor(chainId)
  const targets = yarmIds.flatMap((yarmId) => {
    const contracts = yarmContracts(chainId, yarmId)
    return contracts ? [{ yarmId, ...contracts }] : []
  })
  const who = account ?? zeroAddress
  const multicall3 = client.chain?.contracts?.multicall3?.address as Address
  const perVault = targets.flatMap(({ vault, usdc }) => {
    const at = { address: vault, abi: yarmVaultAbi } as const
    return [
      { ...at, functionName: 'totalAssets' },
      { ...at, functionName: 'totalSupply' },
      { ...at, functionName: 'tvlCap' },
      { ...at, functionName: 'maxDeposit', args: [who] },
      { ...at, functionName: 'isOpen' },
      { ...at, functionName: 'endsAt' },
      { ...at, functionName: 'withdrawalDelay' },
      { ...at, functionName: 'balanceOf', args: [who] },
      { address: usdc, abi: mockUSDCAbi, functionName: 'allowance', args: [who, vault] },
      { ...at, functionName: 'topFills' },
      { ...at, functionName: 'yieldWindow' },
    ] as const
  })
  const usdc = targets[0]?.usdc
  const perAccount =
    account && usdc
      ? ([
          { address: usdc, abi: mockUSDCAbi, functionName: 'balanceOf', args: [account] },
          { address: multicall3, abi: multicall3Abi, functionName: 'getEthBalance', args: [account] },
        ] as const)
      : []
  const perWithdrawals = account
    ? targets.map(
        ({ vault }) =>
          ({
            address: vault,
            abi: yarmVaultAbi,
            functionName: 'pendingWithdrawalsOf',
            args: [account],
          }) as const,
      )
    : []
  const results = (await multicall(client, {
    // Typed per call above; viem cannot infer a list that mixes two ABIs, so the results are named below.
    contracts: [
      ...perVault,
      ...perAccount,
      ...perWithdrawals,
      { address: multicall3, abi: multicall3Abi, functionName: 'getCurrentBlockTimestamp' },
    ] as never,
    allowFailure: true,
  })) as CallResult[]
  const vaults: Record<string, VaultState> = {}
  targets.forEach((target, index) => {
    const at = index * PER_VAULT
    const [totalAssets, totalSupply, tvlCap, capacity, open, endsAt, withdrawalDelay, shares, allowance] =
      results.slice(at, at + FILLS_AT).map(needed) as [
        bigint,
        bigint,
        bigint,
        bigint,
        boolean,
        bigint,
        bigint,
        bigint,
        bigint,
      ]
    const unread: VaultPart[] = []
    const credited = results[at + FILLS_AT]
    const fills: Record<string, bigint> = {}
    if (credited?.status === 'success') {
      const [ids, amounts, count] = credited.result as readonly [
        readonly `0x${string}`[],
        readonly bigint[],
        bigint,
      ]
      // The list holds every credited Yarmer until it is full; then one missing from it cannot be told.
      const complete = count <= BigInt(ids.length)
      for (const handle of yarmers[target.yarmId] ?? []) {
        const place = ids.indexOf(yarmerId(handle))
        if (place >= 0) fills[handle.toLowerCase()] = amounts[place] ?? 0n
        else if (complete) fills[handle.toLowerCase()] = 0n
      }
    } else unread.push('fills')
    const window = results[at + WINDOW_AT]
    if (window?.status !== 'success') unread.push('yieldWindow')
    const [fromAt, fromPrice, toAt, toPrice] =
      window?.status === 'success'
        ? (window.result as readonly [bigint, bigint, bigint, bigint])
        : [0n, 0n, 0n, 0n]
    const pending = account ? results[perVault.length + perAccount.length + index] : undefined
    if (pending && pending.status !== 'success') unread.push('withdrawals')
    const withdrawals =
      pending?.status === 'success'
        ? [...(pending.result as readonly PendingWithdrawal[])].sort((a, b) =>
            a.requestId < b.requestId ? -1 : a.requestId > b.requestId ? 1 : 0,
          )
        : []
    vaults[target.yarmId] = {
      yarmId: target.yarmId,
      vault: target.vault,
      usdc: target.usdc,
      totalAssets,
      tvlCap,
      capacity,
      open,
      endsAt,
      withdrawalDelay,
      position: account
        ? { shares, assets: sharesToAssets(shares, totalAssets, totalSupply), allowance }
        : null,
      totalSupply,
      withdrawals,
      fills,
      yieldWindow: { fromAt, fromPrice, toAt, toPrice },
      unread,
    }
  })
  const [usdcBalance, ethBalance] = (
    account ? results.slice(targets.length * PER_VAULT, targets.length * PER_VAULT + 2).map(needed) : []
  ) as bigint[]
  return {
    chainId,
    usdcBalance: usdcBalance ?? null,
    ethBalance: ethBalance ?? null,
    vaults,
    chainTime: needed(results.at(-1)) as bigint,
    readAt: Date.now(),
  }
}
