import { mockUSDCAbi, yarmVaultAbi } from '@contracts/abis'
import {
  BaseError,
  ContractFunctionRevertedError,
  compactSignatureToSignature,
  encodeFunctionData,
  type Hex,
  hexToBigInt,
  isAddressEqual,
  keccak256,
  numberToHex,
  parseSignature,
  recoverTypedDataAddress,
  serializeSignature,
  size,
  slice,
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
import { findErrorName, hasErrorCode, isUserRejection } from '@/chains/errors'
import { wagmiConfig } from '@/features/wallet/runtime/wagmiConfig'
import type { TransactionStatus } from '@/features/wallet/transactions/transactionStore'
import { sendTracked, transactionStore } from '@/features/wallet/transactions/transactions'
import { PERMIT_TYPES } from '../../../contracts/permit'
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
 * Why a permit cannot be used. 'domain': the token describes its signing domain as another chain or contract
 * than the app's, so nothing was signed. 'signature': the wallet's signature is in no form we know, or is
 * not the account's. 'refused': the token did not accept it (the vault says so before anything is sent).
 */
export class PermitError extends Error {
  override name = 'PermitError' as const
  constructor(
    readonly reason: 'domain' | 'signature' | 'refused',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options)
  }
}

export interface PermitDomain {
  name: string
  version: string
  chainId: number
  verifyingContract: Address
}

/** What the token's `eip712Domain()` (EIP-5267) returns: fields, name, version, chainId, verifyingContract, salt, extensions. */
export type ReportedDomain = readonly [Hex, string, string, bigint, Address, Hex, readonly bigint[]]

/** EIP-5267's fields bitmap for a domain of name, version, chainId and verifyingContract, nothing else. */
const NAME_VERSION_CHAIN_CONTRACT = 0x0f

/**
 * The domain the permit is signed in: always the configured chain and USDC contract, with the configured
 * name and version, else the token's own. A token describing itself as another chain or contract (a wrong
 * address in the configuration, a node answering for another chain, a token that is not what it seems) is
 * refused before the wallet is asked for anything.
 */
export function pinnedPermitDomain(contracts: YarmContracts, reported: ReportedDomain): PermitDomain {
  const [fields, name, version, chainId, verifyingContract] = reported
  if (chainId !== BigInt(contracts.chainId))
    throw new PermitError(
      'domain',
      `USDC at ${contracts.usdc} signs permits for chain ${chainId}, not chain ${contracts.chainId}.`,
    )
  if (!isAddressEqual(verifyingContract, contracts.usdc))
    throw new PermitError(
      'domain',
      `USDC at ${contracts.usdc} signs permits as ${verifyingContract}, another contract.`,
    )
  if (Number(fields) !== NAME_VERSION_CHAIN_CONTRACT)
    throw new PermitError('domain', `USDC at ${contracts.usdc} has a signing domain with fields ${fields}.`)
  return {
    name: contracts.usdcDomain?.name ?? name,
    version: contracts.usdcDomain?.version ?? version,
    chainId: contracts.chainId,
    verifyingContract: contracts.usdc,
  }
}

/** secp256k1's group order; a signature's s must be in its lower half for OpenZeppelin's ECDSA. */
const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

/**
 * v, r and s from a signature in any form wallets return: 65 bytes ending in v = 27/28 or in the y parity
 * 0/1, or 64 bytes (EIP-2098 compact). An s in the upper half (valid, but refused on chain) is turned into
 * its lower-half twin, which verifies the same.
 */
export function permitSignatureParts(signature: Hex): { v: number; r: Hex; s: Hex } {
  let parts: { r: Hex; s: Hex; yParity: number }
  try {
    if (size(signature) === 64) {
      const { r, s, yParity } = compactSignatureToSignature({
        r: slice(signature, 0, 32),
        yParityAndS: slice(signature, 32, 64),
      })
      parts = { r, s, yParity: yParity ?? 0 }
    } else if (size(signature) === 65) {
      const { r, s, yParity } = parseSignature(signature)
      parts = { r, s, yParity: yParity ?? 0 }
    } else throw new Error(`${size(signature)} bytes`)
  } catch (error) {
    throw new PermitError(
      'signature',
      `The wallet's signature is not a signature we can use (${signature.slice(0, 10)}…).`,
      {
        cause: error,
      },
    )
  }
  const s = hexToBigInt(parts.s)
  if (s > SECP256K1_N / 2n)
    parts = { r: parts.r, s: numberToHex(SECP256K1_N - s, { size: 32 }), yParity: 1 - parts.yParity }
  return { v: 27 + parts.yParity, r: parts.r, s: parts.s }
}

/**
 * Asks the wallet for an EIP-2612 permit (typed data, no fee) letting the vault take exactly the amount.
 * The domain is pinned to the configured chain and token (pinnedPermitDomain); the owner's nonce comes from
 * the chain, and so does the clock the deadline counts from (a chain's time may differ from the device's).
 * The signature is checked here, so one that is not the account's is said so before anything is sent.
 */
export async function signDepositPermit(request: DepositRequest): Promise<DepositPermit> {
  const { contracts, account, amount } = request
  const client = publicClientFor(contracts.chainId)
  const [reported, nonce, block] = await Promise.all([
    client.readContract({ address: contracts.usdc, abi: mockUSDCAbi, functionName: 'eip712Domain' }),
    client.readContract({
      address: contracts.usdc,
      abi: mockUSDCAbi,
      functionName: 'nonces',
      args: [account],
    }),
    client.getBlock(),
  ])
  const domain = pinnedPermitDomain(contracts, reported)
  const deadline = block.timestamp + PERMIT_VALIDITY_SECONDS
  const message = { owner: account, spender: contracts.vault, value: amount, nonce, deadline }
  const signature = await signTypedData(wagmiConfig, {
    account,
    domain,
    types: PERMIT_TYPES,
    primaryType: 'Permit',
    message,
  })
  const { v, r, s } = permitSignatureParts(signature)
  const signer = await recoverTypedDataAddress({
    domain,
    types: PERMIT_TYPES,
    primaryType: 'Permit',
    message,
    signature: serializeSignature({ r, s, v: BigInt(v) }),
  })
  if (!isAddressEqual(signer, account))
    throw new PermitError('signature', `The wallet's permit is signed by ${signer}, not ${account}.`)
  return { deadline, v, r, s }
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
  const gas = await publicClientFor(chainId)
    .estimateContractGas({ ...depositWithPermitCall(request, permit), account: request.account })
    .catch((error: unknown) => {
      const failure = writeFailure(error)
      if (failure.kind === 'revert' && failure.errorName === 'PermitNotGranted')
        throw new PermitError('refused', 'USDC did not accept the permit.', { cause: error })
      throw error
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
