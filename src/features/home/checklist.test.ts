import { describe, expect, it } from 'vitest'
import type { Eligibility, UserInfo } from '@/api/user'
import { checklist } from './checklist'

const user = (patch: Partial<UserInfo> = {}): UserInfo => ({
  xId: '1',
  xHandle: 'alice_yaps',
  status: 'eligible',
  wallet: null,
  referralCode: null,
  yarmer: null,
  activatedAt: null,
  ...patch,
})
const wallet = {
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: 8453,
  verifiedAt: '2026-11-01T00:00:00Z',
}
const eligible: Eligibility = {
  eligible: true,
  requiresInviteCode: false,
  criteria: [],
  checkedAt: '2026-11-01T00:00:00Z',
}

describe('activation checklist', () => {
  it('starts with signing in with X', () => {
    expect(
      checklist({ signedIn: false, user: undefined, walletConnected: false, eligibility: undefined }),
    ).toEqual({
      x: 'current',
      wallet: 'todo',
      verify: 'todo',
      eligibility: 'todo',
      activate: 'todo',
    })
  })

  it('asks to verify a connected wallet, then to activate once eligible', () => {
    expect(
      checklist({ signedIn: true, user: user(), walletConnected: true, eligibility: eligible }),
    ).toMatchObject({
      wallet: 'done',
      verify: 'current',
      eligibility: 'done',
      activate: 'todo',
    })
    expect(
      checklist({ signedIn: true, user: user({ wallet }), walletConnected: false, eligibility: eligible }),
    ).toMatchObject({ wallet: 'done', verify: 'done', activate: 'current' })
  })

  it('blocks activation when not eligible', () => {
    const notEligible = { ...eligible, eligible: false }
    expect(
      checklist({ signedIn: true, user: user({ wallet }), walletConnected: true, eligibility: notEligible }),
    ).toMatchObject({ eligibility: 'blocked', activate: 'blocked' })
  })

  it('is all done once activated', () => {
    const result = checklist({
      signedIn: true,
      user: user({ wallet, status: 'activated' }),
      walletConnected: false,
      eligibility: undefined,
    })
    expect(Object.values(result)).toEqual(['done', 'done', 'done', 'done', 'done'])
  })
})
