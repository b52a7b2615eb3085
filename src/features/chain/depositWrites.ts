import { mockUSDCAbi, yarmVaultAbi } from '@contracts/abis'
import { encodeFunctionData, keccak256, stringToHex } from 'viem'
import { getCapabilities, sendCalls, writeContract } from 'wagmi/actions'
import { wagmiConfig } from '@/features/wallet/runtime/wagmiConfig'
import { sendTracked, transactionStore } from '@/features/wallet/transactions/transactions'
import { loadOncePerPage } from '@/lib/codeLoad'
import type { Address } from './contracts'
import type { DepositRequest } from './depositRequest'
import { cannotSignTypedData, type DepositPermit, PermitError } from './permitErrors'
import { publicClientFor } from './publicClient'
import { writeFailure } from './writeFailure'
import { yarmerId } from './yarmReads'

/** Loaded with the deposit dialog, never with a page; the wallet runtime's watcher settles what is sent. */
type ChainId = (typeof wagmiConfig.chains)[number]['id']

const NO_YARMER = `0x${'0'.repeat(64)}` as const

/** Gas a deposit takes at most on these vaults (measured about 110k); used before approval can be estimated. */
const DEPOSIT_GAS_ALLOWANCE = 160_000n

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

export async function sendApprove(request: DepositRequest, description: string): Promise<`0x${string}`> {
  const chainId = request.contracts.chainId as ChainId
  return sendTracked(request.account, chainId, description, () =>
    writeContract(wagmiConfig, { ...approveCall(request), account: request.account, chainId }),
  )
}

export async function sendDeposit(request: DepositRequest, description: string): Promise<`0x${string}`> {
  const chainId = request.contracts.chainId as ChainId
  // Estimated before the wallet sees the call: a deposit the vault would refuse fails now with its reason, costing no fee.
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

const depositWithPermitCall = ({ contracts, amount, account, via }: DepositRequest, permit: DepositPermit) =>
  ({
    address: contracts.vault,
    abi: yarmVaultAbi,
    functionName: 'depositWithPermit',
    args: [amount, account, via ? yarmerId(via) : NO_YARMER, permit.deadline, permit.v, permit.r, permit.s],
  }) as const

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

/** EIP-5792 names the transaction only once done: until then the batch is stored under a stand-in hash. */
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
 * The permit's signing and checking (the signature forms, viem's typed-data hashing): fetched when the
 * dialog has opened (useDeposit) rather than before it, which keeps the dialog's first need in its budget.
 * Out of reach, it fails as CodeUnreachable before anything is signed, and the deposit is approved instead.
 */
export const loadPermitSigning = loadOncePerPage(() => import('./permit'))

/** Typed where it is handed to runDeposit (DepositClients), so this module does not import the one that uses it. */
export const depositClients = {
  canBatch: (request: DepositRequest) => canBatch(request.account, request.contracts.chainId),
  signPermit: (request: DepositRequest) =>
    loadPermitSigning().then((module) => module.signDepositPermit(request)),
  cannotSignTypedData,
  sendApprove,
  sendDeposit,
  sendDepositWithPermit,
  sendBatch: sendBatchedDeposit,
}
