import * as z from 'zod/mini'
import { storedValue, withSchema } from '@/lib/storage'

/**
 * Kept so that a page the phone dropped while the person was in the wallet app knows the deposit stopped
 * halfway: the approval may have gone through with the page gone. Nothing is sent without the person's tap.
 */

export const INTENT_LIFE_MS = 24 * 60 * 60_000

const depositIntentSchema = z.object({
  yarmId: z.string().check(z.minLength(1), z.maxLength(200)),
  chainId: z.number().check(z.positive()),
  account: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
  /** USDC units, as a decimal string (JSON has no bigint). */
  amount: z.string().check(z.regex(/^[1-9][0-9]{0,38}$/)),
  via: z.nullable(z.string().check(z.maxLength(64))),
  /** approve: the approval is asked for or pending; deposit: it was confirmed and the deposit is asked for. */
  step: z.enum(['approve', 'deposit']),
  savedAt: z.number(),
  expiresAt: z.number(),
})
export type DepositIntent = z.infer<typeof depositIntentSchema>

export const depositIntentStore = storedValue('yarm.deposit.inProgress', withSchema(depositIntentSchema))

export function readDepositIntent(now = Date.now()): DepositIntent | null {
  const intent = depositIntentStore.read()
  if (intent && now >= intent.expiresAt) {
    depositIntentStore.remove()
    return null
  }
  return intent
}

export interface DepositStart {
  yarmId: string
  chainId: number
  account: string
  amount: bigint
  via: string | null
}

export function beginDeposit(start: DepositStart, now = Date.now()): void {
  depositIntentStore.write({
    ...start,
    amount: start.amount.toString(),
    step: 'approve',
    savedAt: now,
    expiresAt: now + INTENT_LIFE_MS,
  })
}

const sameDeposit = (intent: DepositIntent, start: DepositStart) =>
  intent.yarmId === start.yarmId &&
  intent.chainId === start.chainId &&
  intent.account.toLowerCase() === start.account.toLowerCase() &&
  intent.amount === start.amount.toString()

export function approvalConfirmed(start: DepositStart, now = Date.now()): void {
  const intent = readDepositIntent(now)
  if (intent && sameDeposit(intent, start))
    depositIntentStore.write({ ...intent, step: 'deposit', savedAt: now })
}

export function endDeposit(): void {
  depositIntentStore.remove()
}

export interface WaitingCheck {
  yarmId: string
  account: string | null
  /** What the chain says `account` has allowed the Yarm's vault on that chain; undefined while unknown. */
  allowanceOn(chainId: number): bigint | undefined
  /** Whether a transaction of `account` on that chain is still pending (the approval being mined). */
  pendingOn(chainId: number): boolean
  /** When this page loaded: reads made since then are newer than an intent saved before. */
  loadedAt: number
}

/**
 * `offer` the second step once the chain shows the approval, `forget` one whose deposit went through while
 * the page was gone (saved before this page loaded, at the deposit step, the allowance spent), else `none`.
 */
export function waitingDeposit(
  intent: DepositIntent | null,
  check: WaitingCheck,
): { kind: 'offer'; intent: DepositIntent; amount: bigint } | { kind: 'forget' } | { kind: 'none' } {
  if (!intent || intent.yarmId !== check.yarmId) return { kind: 'none' }
  if (!check.account || intent.account.toLowerCase() !== check.account.toLowerCase()) return { kind: 'none' }
  const allowance = check.allowanceOn(intent.chainId)
  if (allowance === undefined || check.pendingOn(intent.chainId)) return { kind: 'none' }
  const amount = BigInt(intent.amount)
  if (allowance >= amount) return { kind: 'offer', intent, amount }
  return intent.step === 'deposit' && intent.savedAt < check.loadedAt ? { kind: 'forget' } : { kind: 'none' }
}
