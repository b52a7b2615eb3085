import type { TransactionStatus } from '@/features/wallet/transactions/transactionStore'
import type { DepositRequest } from './depositRequest'
import type { DepositStepAction, DepositStepKey } from './depositSteps'
import { type DepositPermit, PermitError } from './permit'

/** How a transaction the store followed ended (it never resolves while pending). */
export type TransactionOutcome = TransactionStatus
type Hash = `0x${string}`

/** What runDeposit asks of the wallet and the chain (depositWrites' `depositClients`; fakes in tests). */
export interface DepositClients {
  canBatch(request: DepositRequest): Promise<boolean>
  signPermit(request: DepositRequest): Promise<DepositPermit>
  /** Whether an error from signPermit says the wallet cannot sign typed data at all. */
  cannotSignTypedData(error: unknown): boolean
  sendApprove(request: DepositRequest, description: string): Promise<Hash>
  sendDeposit(request: DepositRequest, description: string): Promise<Hash>
  sendDepositWithPermit(request: DepositRequest, permit: DepositPermit, description: string): Promise<Hash>
  sendBatch(request: DepositRequest, description: string): Promise<Hash>
  /** Resolves when the transaction (or batch) is confirmed or failed. */
  settled(hash: Hash): Promise<TransactionOutcome>
}

/**
 * The deposit left halfway between approval and deposit, kept so that a page the phone drops between
 * them offers the deposit on return (yarms' depositIntent).
 */
export interface HalfDoneDeposit {
  /** The approval is about to be asked for. */
  begin(): void
  /** The approval is confirmed (or was, for a deposit continued). */
  approved(): void
  /** The approval did not go through: nothing is left halfway. */
  drop(): void
  /** The deposit is sent: the transaction list follows it from here. */
  sent(): void
}

export interface DepositOptions {
  clients: DepositClients
  /** What the vault may already take from the account. */
  allowance: bigint
  /** Continuing a deposit whose approval is confirmed: only the deposit is asked for. */
  continuing: boolean
  /** The transactions' descriptions in the recent-transactions list. */
  descriptions: { approve: string; deposit: string }
  halfDone: HalfDoneDeposit
  onStep(action: DepositStepAction): void
  /** The permit could not be used, and the deposit goes on by approving instead. */
  onPermitFallback?(reason: 'refused' | 'unusable'): void
}

/**
 * Deposits `request.amount`: approve and deposit in one EIP-5792 batch where the wallet offers it, else
 * with a permit signature (no fee) when the allowance is short, else (or when the wallet cannot sign a
 * usable permit) approve, then deposit. Reports each step through `onStep`; resolves with the last
 * transaction's outcome. Saying no in the wallet throws, as does any other error.
 */
export async function runDeposit(
  request: DepositRequest,
  options: DepositOptions,
): Promise<TransactionOutcome> {
  if (options.continuing) return approveThenDeposit(request, options, true)
  if (await options.clients.canBatch(request)) return batched(request, options)
  const viaPermit =
    options.allowance < request.amount ? await permitThenDeposit(request, options) : 'approveInstead'
  return viaPermit === 'approveInstead' ? approveThenDeposit(request, options) : viaPermit
}

async function follow(key: DepositStepKey, hash: Hash, { clients, onStep }: DepositOptions) {
  onStep({ type: 'step', key, status: 'pending' })
  const outcome = await clients.settled(hash)
  onStep({ type: 'step', key, status: outcome })
  return outcome
}

async function batched(request: DepositRequest, options: DepositOptions) {
  options.onStep({ type: 'plan', steps: [{ key: 'batch', status: 'wallet' }] })
  const hash = await options.clients.sendBatch(request, options.descriptions.deposit)
  return follow('batch', hash, options)
}

/**
 * The permit way: a signature allowing exactly the amount, then one deposit transaction. Resolves
 * 'approveInstead', with nothing sent, when the wallet cannot sign typed data or its permit cannot be
 * used; a token with another signing domain throws.
 */
async function permitThenDeposit(
  request: DepositRequest,
  options: DepositOptions,
): Promise<'approveInstead' | TransactionOutcome> {
  const { clients, onStep } = options
  onStep({
    type: 'plan',
    steps: [
      { key: 'permit', status: 'wallet' },
      { key: 'deposit', status: 'idle' },
    ],
  })
  const unusable = (error: unknown) => {
    if (!(error instanceof PermitError) || error.reason === 'domain') return false
    options.onPermitFallback?.(error.reason === 'refused' ? 'refused' : 'unusable')
    return true
  }
  let permit: DepositPermit
  try {
    permit = await clients.signPermit(request)
  } catch (error) {
    if (clients.cannotSignTypedData(error) || unusable(error)) return 'approveInstead'
    throw error
  }
  onStep({ type: 'step', key: 'permit', status: 'signed' })
  onStep({ type: 'step', key: 'deposit', status: 'wallet' })
  let hash: Hash
  try {
    hash = await clients.sendDepositWithPermit(request, permit, options.descriptions.deposit)
  } catch (error) {
    if (unusable(error)) return 'approveInstead'
    throw error
  }
  return follow('deposit', hash, options)
}

/**
 * Approve exactly the amount (when the allowance is short), then deposit: two numbered transactions,
 * the deposit kept halfway meanwhile. `approved`: continuing such a deposit, its approval confirmed.
 */
async function approveThenDeposit(
  request: DepositRequest,
  options: DepositOptions,
  approved = false,
): Promise<TransactionOutcome> {
  const { clients, onStep, halfDone, descriptions } = options
  const approve = !approved && options.allowance < request.amount
  onStep({
    type: 'plan',
    steps: approve
      ? [
          { key: 'approve', status: 'wallet' },
          { key: 'deposit', status: 'idle' },
        ]
      : approved
        ? [
            { key: 'approve', status: 'confirmed' },
            { key: 'deposit', status: 'wallet' },
          ]
        : [{ key: 'single', status: 'wallet' }],
  })
  // Continued: from here a refusal in the wallet leaves the offer to continue standing.
  if (approved) halfDone.approved()
  if (approve) {
    halfDone.begin()
    const outcome = await follow('approve', await clients.sendApprove(request, descriptions.approve), options)
    if (outcome !== 'confirmed') {
      halfDone.drop()
      return outcome
    }
    halfDone.approved()
  }
  const key = approve || approved ? 'deposit' : 'single'
  onStep({ type: 'step', key, status: 'wallet' })
  const hash = await clients.sendDeposit(request, descriptions.deposit)
  halfDone.sent()
  return follow(key, hash, options)
}
