import type { TransactionStatus } from '@/features/wallet/transactions/transactionStore'
import { CodeUnreachable } from '@/lib/codeLoad'
import type { DepositRequest } from './depositRequest'
import type { DepositStepAction, DepositStepKey } from './depositSteps'
import { type DepositPermit, PermitError } from './permitErrors'

export type TransactionOutcome = TransactionStatus
type Hash = `0x${string}`

export interface DepositClients {
  canBatch(request: DepositRequest): Promise<boolean>
  signPermit(request: DepositRequest): Promise<DepositPermit>
  cannotSignTypedData(error: unknown): boolean
  sendApprove(request: DepositRequest, description: string): Promise<Hash>
  sendDeposit(request: DepositRequest, description: string): Promise<Hash>
  sendDepositWithPermit(request: DepositRequest, permit: DepositPermit, description: string): Promise<Hash>
  sendBatch(request: DepositRequest, description: string): Promise<Hash>
  settled(hash: Hash): Promise<TransactionOutcome>
}

/** Kept so that a page the phone drops between approval and deposit offers the deposit on return (depositIntent). */
export interface HalfDoneDeposit {
  begin(): void
  approved(): void
  drop(): void
  sent(): void
}

export interface DepositOptions {
  clients: DepositClients
  allowance: bigint
  /** Continuing a deposit whose approval is confirmed: only the deposit is asked for. */
  continuing: boolean
  descriptions: { approve: string; deposit: string }
  halfDone: HalfDoneDeposit
  onStep(action: DepositStepAction): void
  onPermitFallback?(reason: PermitFallback): void
}

/** Why a deposit went the approve way after all: the token refused the permit, the wallet's could not be used, or its code could not be fetched. */
export type PermitFallback = 'refused' | 'unusable' | 'unreachable'

/**
 * Approve and deposit in one EIP-5792 batch where the wallet offers it, else a permit signature (no fee)
 * when the allowance is short, else (or when the wallet cannot sign a usable permit) approve, then deposit.
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

/** Resolves 'approveInstead', with nothing sent, when the wallet cannot sign typed data or its permit cannot be used. */
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
    if (error instanceof CodeUnreachable) {
      options.onPermitFallback?.('unreachable')
      return 'approveInstead'
    }
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

/** `approved`: continuing such a deposit, its approval confirmed. */
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
