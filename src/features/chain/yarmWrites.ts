import {
  BaseError,
  ContractFunctionRevertedError,
  encodeFunctionData,
  keccak256,
  parseSignature,
  stringToHex,
} from 'viem'
import {
  getCapabilities,
  getConnection,
  sendCalls,
  signTypedData,
  switchChain,
  writeContract,
} from 'wagmi/actions'
import { findErrorName, hasErrorCode, isUserRejection } from '@/features/wallet/runtime/errors'
import { wagmiConfig } from '@/features/wallet/runtime/wagmiConfig'
import type { TransactionStatus } from '@/features/wallet/transactions/transactionStore'
import { sendTracked, transactionStore } from '@/features/wallet/transactions/transactions'
import { mockUSDCAbi, yarmVaultAbi } from '../../../contracts/out/abis'
import type { Address, YarmContracts } from './contracts'
import { publicClientFor } from './publicClient'
import { yarmerId } from './yarmReads'

/**
 * The deposit's writes, loaded with the deposit dialog (never with a page): approve, deposit, or both in
 * one EIP-5792 batch, each sent through the connected wallet and entered in the recent-transactions store,
 * whose watcher (wallet runtime) settles them from the chain.
 */

type ChainId = (typeof wagmiConfig.chains)[number]['id']

const NO_YARMER = `0x${'0'.repeat(64)}` as const

/** Gas a deposit takes at most on these vaults (measured about 110k); used before approval can be estimated. */
const DEPOSIT_GAS_ALLOWANCE = 160_000n

export interface DepositRequest {
  contracts: YarmContracts
  account: Address
  amount: bigint
  /** The Yarmer credited, by X handle, or null. */
  via: string | null
}

const approveCall = ({ contracts, amount }: DepositRequest) =>
  ({
    address: contracts.usdc,
    abi: mockUSDCAbi,
    functionName: 'approve',
    args: [contracts.vault, amount],
  }) as const

const depositCall = ({ contracts, amount, account, via }: DepositRequest) =>
  ({
    address: contracts.vault,
    abi: yarmVaultAbi,
    functionName: 'deposit',
    args: [amount, account, via ? yarmerId(via) : NO_YARMER],
  }) as const

/** The network fee the deposit (and its approval, when needed) should cost at today's prices, in wei. */
export async function estimateDepositFee(request: DepositRequest, needsApproval: boolean): Promise<bigint> {
  const client = publicClientFor(request.contracts.chainId)
  const [fees, gas] = await Promise.all([
    client.estimateFeesPerGas(),
    needsApproval
      ? client
          .estimateContractGas({ ...approveCall(request), account: request.account })
          .then((approveGas) => approveGas + DEPOSIT_GAS_ALLOWANCE)
      : client.estimateContractGas({ ...depositCall(request), account: request.account }),
  ])
  return gas * (fees.maxFeePerGas ?? fees.gasPrice ?? 0n)
}

/** Whether the wallet says it can send approve and deposit as one atomic batch on this chain (EIP-5792). */
export async function canBatch(account: Address, chainId: number): Promise<boolean> {
  try {
    const capabilities = await getCapabilities(wagmiConfig, { account, chainId: chainId as ChainId })
    const atomic = (capabilities as { atomic?: { status?: string } }).atomic?.status
    return atomic === 'supported' || atomic === 'ready'
  } catch {
    // Most wallets do not know wallet_getCapabilities yet: they approve, then deposit.
    return false
  }
}

export async function switchToChain(chainId: number): Promise<void> {
  await switchChain(wagmiConfig, { chainId: chainId as ChainId })
}

/** Why switching failed: the person said no (silent), the wallet cannot switch for sites, or it failed. */
export function switchFailure(error: unknown): 'rejected' | 'cannotSwitch' | 'switchFailed' {
  if (isUserRejection(error)) return 'rejected'
  // EIP-1193 4200: no wallet_switchEthereumChain for sites (wagmi wraps it in SwitchChainNotSupportedError).
  if (findErrorName(error, 'SwitchChainNotSupportedError') || hasErrorCode(error, 4200)) return 'cannotSwitch'
  return 'switchFailed'
}

export function connectedChainId(): number | undefined {
  return getConnection(wagmiConfig).chainId
}

export async function sendApprove(request: DepositRequest, description: string): Promise<`0x${string}`> {
  const chainId = request.contracts.chainId as ChainId
  return sendTracked(request.account, chainId, description, () =>
    writeContract(wagmiConfig, { ...approveCall(request), account: request.account, chainId }),
  )
}

export async function sendDeposit(request: DepositRequest, description: string): Promise<`0x${string}`> {
  const chainId = request.contracts.chainId as ChainId
  // The gas is estimated here, before the wallet sees the call: a deposit the vault would refuse (full,
  // ended, not approved) fails now with its reason instead of costing a fee.
  const gas = await publicClientFor(chainId).estimateContractGas({
    ...depositCall(request),
    account: request.account,
  })
  return sendTracked(request.account, chainId, description, () =>
    writeContract(wagmiConfig, {
      ...depositCall(request),
      account: request.account,
      chainId,
      gas: (gas * 12n) / 10n,
    }),
  )
}

/** How long a permit stays good: long enough to confirm the deposit in the wallet, short enough not to linger. */
const PERMIT_VALIDITY_SECONDS = 20n * 60n

export interface DepositPermit {
  deadline: bigint
  v: number
  r: `0x${string}`
  s: `0x${string}`
}

/**
 * Asks the wallet for an EIP-2612 permit (typed data, no fee) letting the vault take exactly the amount.
 * The token's own EIP-712 domain and the owner's nonce come from the chain, and so does the clock the
 * deadline counts from (a chain's time may differ from the device's).
 */
export async function signDepositPermit(request: DepositRequest): Promise<DepositPermit> {
  const { contracts, account, amount } = request
  const client = publicClientFor(contracts.chainId)
  const [[, name, version, chainId, verifyingContract], nonce, block] = await Promise.all([
    client.readContract({ address: contracts.usdc, abi: mockUSDCAbi, functionName: 'eip712Domain' }),
    client.readContract({
      address: contracts.usdc,
      abi: mockUSDCAbi,
      functionName: 'nonces',
      args: [account],
    }),
    client.getBlock(),
  ])
  const deadline = block.timestamp + PERMIT_VALIDITY_SECONDS
  const signature = await signTypedData(wagmiConfig, {
    account,
    domain: { name, version, chainId, verifyingContract },
    types: {
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    primaryType: 'Permit',
    message: { owner: account, spender: contracts.vault, value: amount, nonce, deadline },
  })
  const { v, r, s } = parseSignature(signature)
  return { deadline, v: Number(v ?? 27n), r, s }
}

/** Whether the wallet said it cannot sign typed data at all (not that the person said no). */
export function cannotSignTypedData(error: unknown): boolean {
  if (isUserRejection(error)) return false
  // EIP-1193 4200 (unsupported method), JSON-RPC -32601 (method not found), viem's names for them.
  return (
    hasErrorCode(error, 4200) ||
    hasErrorCode(error, -32601) ||
    findErrorName(error, 'UnsupportedProviderMethodError') ||
    findErrorName(error, 'MethodNotFoundRpcError') ||
    findErrorName(error, 'MethodNotSupportedRpcError')
  )
}

const depositWithPermitCall = ({ contracts, amount, account, via }: DepositRequest, permit: DepositPermit) =>
  ({
    address: contracts.vault,
    abi: yarmVaultAbi,
    functionName: 'depositWithPermit',
    args: [amount, account, via ? yarmerId(via) : NO_YARMER, permit.deadline, permit.v, permit.r, permit.s],
  }) as const

/** The deposit, paid by the permit: one transaction, no approval before it. */
export async function sendDepositWithPermit(
  request: DepositRequest,
  permit: DepositPermit,
  description: string,
): Promise<`0x${string}`> {
  const chainId = request.contracts.chainId as ChainId
  // Estimated first, as sendDeposit does: a deposit the vault would refuse fails now, costing nothing.
  const gas = await publicClientFor(chainId).estimateContractGas({
    ...depositWithPermitCall(request, permit),
    account: request.account,
  })
  return sendTracked(request.account, chainId, description, () =>
    writeContract(wagmiConfig, {
      ...depositWithPermitCall(request, permit),
      account: request.account,
      chainId,
      gas: (gas * 12n) / 10n,
    }),
  )
}

/**
 * Approve and deposit in one wallet request (EIP-5792 `wallet_sendCalls`, atomic). The batch enters the
 * store, pending, as soon as the wallet takes it, under a stand-in hash made from the wallet's id for it
 * (EIP-5792 names the transaction only once it is done); the watcher asks the wallet about it, also after
 * a reload, and puts the real hash in when the wallet reports it. Resolves with the stand-in, which
 * `settled` follows.
 */
export async function sendBatchedDeposit(
  request: DepositRequest,
  description: string,
): Promise<`0x${string}`> {
  const chainId = request.contracts.chainId as ChainId
  const calls = [approveCall(request), depositCall(request)].map((call) => ({
    to: call.address,
    data: encodeFunctionData(call as never),
  }))
  const { id } = await sendCalls(wagmiConfig, { account: request.account, chainId, calls, forceAtomic: true })
  const key = batchKey(id)
  transactionStore.addTransaction(request.account, chainId, { hash: key, description, batch: { id, key } })
  return key
}

/** The stand-in hash of a batch: its id's keccak, so it is well-formed, unique and the same after a reload. */
export const batchKey = (id: string): `0x${string}` => keccak256(stringToHex(id))

/**
 * Resolves when the store (settled by the wallet runtime's watcher) says `hash` (or the batch whose
 * stand-in it is) is confirmed or failed.
 */
export function settled(account: Address, chainId: number, hash: `0x${string}`): Promise<TransactionStatus> {
  return new Promise((resolve) => {
    const check = () => {
      const status = transactionStore
        .getTransactions(account, chainId)
        .find((tx) => tx.hash === hash || tx.batch?.key === hash)?.status
      if (status && status !== 'pending') {
        unsubscribe()
        resolve(status)
        return true
      }
      return false
    }
    const unsubscribe = transactionStore.subscribe(() => void check())
    check()
  })
}

export type WriteFailure =
  | { kind: 'rejected' }
  | { kind: 'revert'; errorName: string | null }
  | { kind: 'node' }
  | { kind: 'other'; message: string }

/** What went wrong with a write, as far as the person needs to know. */
export function writeFailure(error: unknown): WriteFailure {
  if (isUserRejection(error)) return { kind: 'rejected' }
  if (error instanceof BaseError) {
    const revert = error.walk((cause) => cause instanceof ContractFunctionRevertedError)
    if (revert instanceof ContractFunctionRevertedError)
      return { kind: 'revert', errorName: revert.data?.errorName ?? null }
    const node = error.walk((cause) => {
      const name = (cause as { name?: string }).name
      return name === 'HttpRequestError' || name === 'TimeoutError'
    })
    if (node) return { kind: 'node' }
    if (/could not reach|fetch failed|ECONNREFUSED/i.test(error.message)) return { kind: 'node' }
    if (/revert/i.test(error.message)) return { kind: 'revert', errorName: null }
    return { kind: 'other', message: error.shortMessage }
  }
  return { kind: 'other', message: error instanceof Error ? error.message : String(error) }
}
