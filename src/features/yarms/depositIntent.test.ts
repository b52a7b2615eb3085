import { afterEach, describe, expect, it } from 'vitest'
import {
  approvalConfirmed,
  beginDeposit,
  type DepositStart,
  depositIntentStore,
  endDeposit,
  INTENT_LIFE_MS,
  readDepositIntent,
  type WaitingCheck,
  waitingDeposit,
} from './depositIntent'

const KEY = 'yarm.deposit.inProgress'
const ACCOUNT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const start: DepositStart = {
  yarmId: 'yarm-tidepool-1',
  chainId: 8453,
  account: ACCOUNT,
  amount: 500_000_000n,
  via: 'carol_ct',
}
const NOW = 1_800_000_000_000

const check = (patch: Partial<WaitingCheck> = {}): WaitingCheck => ({
  yarmId: start.yarmId,
  account: ACCOUNT.toLowerCase(),
  allowanceOn: () => 500_000_000n,
  pendingOn: () => false,
  loadedAt: NOW + 1000,
  ...patch,
})

afterEach(() => localStorage.clear())

describe('a two-step deposit kept across a reload', () => {
  it('keeps the Yarm, chain, account, exact amount and step, until it ends', () => {
    beginDeposit(start, NOW)
    expect(readDepositIntent(NOW)).toEqual({
      yarmId: start.yarmId,
      chainId: 8453,
      account: ACCOUNT,
      amount: '500000000',
      via: 'carol_ct',
      step: 'approve',
      savedAt: NOW,
      expiresAt: NOW + INTENT_LIFE_MS,
    })
    approvalConfirmed(start, NOW + 5)
    expect(readDepositIntent(NOW + 5)).toMatchObject({ step: 'deposit', savedAt: NOW + 5 })
    endDeposit()
    expect(localStorage.getItem(KEY)).toBeNull()
  })

  it('moves to the deposit step only for the same deposit', () => {
    beginDeposit(start, NOW)
    approvalConfirmed({ ...start, amount: 1n }, NOW)
    approvalConfirmed({ ...start, yarmId: 'other' }, NOW)
    expect(readDepositIntent(NOW)?.step).toBe('approve')
  })

  it('forgets one past its life', () => {
    beginDeposit(start, NOW)
    expect(readDepositIntent(NOW + INTENT_LIFE_MS)).toBeNull()
    expect(localStorage.getItem(KEY)).toBeNull()
  })

  it.each([
    ['not JSON', '{"yarmId":'],
    ['a negative amount', { amount: '-5' }],
    ['an amount with decimals', { amount: '1.5' }],
    ['a step it does not know', { step: 'withdraw' }],
    ['an address that is not one', { account: '0x123' }],
  ])('ignores a corrupted entry (%s) quietly, and removes it', (_what, entry) => {
    beginDeposit(start, NOW)
    const good = JSON.parse(localStorage.getItem(KEY) ?? '{}')
    localStorage.setItem(KEY, typeof entry === 'string' ? entry : JSON.stringify({ ...good, ...entry }))
    expect(readDepositIntent(NOW)).toBeNull()
    expect(localStorage.getItem(KEY)).toBeNull()
    expect(waitingDeposit(readDepositIntent(NOW), check())).toEqual({ kind: 'none' })
  })
})

describe('what the Yarm card does with it', () => {
  it('offers the second step once the chain shows the approval, with the amount', () => {
    beginDeposit(start, NOW)
    const intent = depositIntentStore.read()
    expect(waitingDeposit(intent, check())).toEqual({ kind: 'offer', intent, amount: 500_000_000n })
    // More allowed than the amount: still this deposit's approval.
    expect(waitingDeposit(intent, check({ allowanceOn: () => 600_000_000n })).kind).toBe('offer')
  })

  it('offers nothing before the approval is on the chain, while a transaction is pending, or for another Yarm or account', () => {
    beginDeposit(start, NOW)
    const intent = depositIntentStore.read()
    expect(waitingDeposit(intent, check({ allowanceOn: () => 0n })).kind).toBe('none')
    expect(waitingDeposit(intent, check({ allowanceOn: () => undefined })).kind).toBe('none')
    expect(waitingDeposit(intent, check({ pendingOn: () => true })).kind).toBe('none')
    expect(waitingDeposit(intent, check({ yarmId: 'other' })).kind).toBe('none')
    expect(waitingDeposit(intent, check({ account: null })).kind).toBe('none')
    expect(
      waitingDeposit(intent, check({ account: '0x70997970C51812dc3A010C7d01b50e0d04c79C8d' })).kind,
    ).toBe('none')
    expect(waitingDeposit(null, check()).kind).toBe('none')
  })

  it('forgets a deposit that went through while the page was gone (its allowance spent), never one this page is making', () => {
    beginDeposit(start, NOW)
    approvalConfirmed(start, NOW)
    const intent = depositIntentStore.read()
    expect(waitingDeposit(intent, check({ allowanceOn: () => 0n })).kind).toBe('forget')
    // Saved by this page: its own reads may be older than the approval.
    expect(waitingDeposit(intent, check({ allowanceOn: () => 0n, loadedAt: NOW - 1 })).kind).toBe('none')
  })
})
