// @ts-check
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ANVIL_KEY_0, startApi } from './testing.js'

/** @typedef {{ xHandle: string, joinedAt: string, status: string, pendingReason?: string, rewards: string }} Referral */

/** @type {import('./testing.js').TestApi} */
let t
beforeEach(async () => {
  t = await startApi()
})
afterEach(() => t.close())

describe('POST /v1/referral/register', () => {
  it('records who referred the user', async () => {
    const alice = await t.signIn('alice_yaps')
    const response = await t.call('/v1/referral/register', {
      token: alice.accessToken,
      body: { code: 'carol7' },
    })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      referredBy: { xHandle: 'carol_ct', code: 'CAROL7' },
      registeredAt: expect.any(String),
    })

    const again = await t.call('/v1/referral/register', {
      token: alice.accessToken,
      body: { code: 'CAROL7' },
    })
    expect(again.status).toBe(409)
    expect(again.body.code).toBe('REFERRER_ALREADY_SET')

    const carol = await t.signIn('carol_ct')
    const status = await t.call('/v1/referral/status?pageSize=100', { token: carol.accessToken })
    expect(status.body.items).toContainEqual(
      expect.objectContaining({
        xHandle: 'alice_yaps',
        status: 'pending',
        pendingReason: 'Wallet not verified yet',
      }),
    )
  })

  it('answers 422 CODE_INVALID, 422 SELF_REFERRAL and 409 REFERRER_ALREADY_SET', async () => {
    const alice = await t.signIn('alice_yaps')
    const carol = await t.signIn('carol_ct')
    const invalid = await t.call('/v1/referral/register', {
      token: alice.accessToken,
      body: { code: 'NOPE42' },
    })
    expect(invalid.status).toBe(422)
    expect(invalid.body.code).toBe('CODE_INVALID')
    // Invite-only codes are not anybody's referral code.
    const inviteOnly = await t.call('/v1/referral/register', {
      token: alice.accessToken,
      body: { code: 'GENESIS' },
    })
    expect(inviteOnly.body.code).toBe('CODE_INVALID')
    const self = await t.call('/v1/referral/register', { token: carol.accessToken, body: { code: 'CAROL7' } })
    expect(self.status).toBe(422)
    expect(self.body.code).toBe('SELF_REFERRAL')
    const info = await t.call('/v1/referral/info', { token: carol.accessToken })
    const other = await t.call('/v1/referral/register', {
      token: carol.accessToken,
      body: { code: info.body.referredBy.code },
    })
    expect(other.status).toBe(409)
    expect(other.body.code).toBe('REFERRER_ALREADY_SET')
  })

  it('answers 400 without a code and 401 without a token', async () => {
    const alice = await t.signIn('alice_yaps')
    expect((await t.call('/v1/referral/register', { token: alice.accessToken, body: {} })).status).toBe(400)
    expect((await t.call('/v1/referral/register', { body: { code: 'CAROL7' } })).status).toBe(401)
  })
})

describe('GET /v1/referral/info', () => {
  it('shows carol’s code, referrer, rules and stats', async () => {
    const carol = await t.signIn('carol_ct')
    const response = await t.call('/v1/referral/info', { token: carol.accessToken })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      code: 'CAROL7',
      referredBy: { xHandle: expect.any(String), code: expect.any(String) },
      rules: { rewardRate: 0.1 },
      stats: { invited: 14, activated: 7, deposited: 3 },
    })
  })

  it('has no code until activation', async () => {
    const alice = await t.signIn('alice_yaps')
    const before = await t.call('/v1/referral/info', { token: alice.accessToken })
    expect(before.body).toEqual({
      code: null,
      rules: { rewardRate: 0.1 },
      stats: { invited: 0, activated: 0, deposited: 0 },
    })
    await t.verifyWallet(alice.accessToken, ANVIL_KEY_0)
    await t.call('/v1/user/activate', { token: alice.accessToken, body: {} })
    const after = await t.call('/v1/referral/info', { token: alice.accessToken })
    expect(after.body.code).toMatch(/^ALICE\d+$/)
  })
})

describe('GET /v1/referral/status', () => {
  it('lists referrals newest first in every status, with reasons for pending ones', async () => {
    const carol = await t.signIn('carol_ct')
    const response = await t.call('/v1/referral/status?page=1&pageSize=100', { token: carol.accessToken })
    expect(response.body).toMatchObject({ page: 1, pageSize: 100, total: 14 })
    const items = /** @type {Referral[]} */ (response.body.items)
    expect(new Set(items.map((item) => item.status))).toEqual(
      new Set(['pending', 'activated', 'deposited', 'rejected']),
    )
    for (const item of items) {
      expect(item.rewards).toMatch(/^\d+\.\d{2}$/)
      if (item.status === 'pending') expect(item.pendingReason).toEqual(expect.any(String))
      else expect(item.pendingReason).toBeUndefined()
    }
    const dates = items.map((item) => item.joinedAt)
    expect(dates).toEqual([...dates].sort().reverse())
    expect(items).toContainEqual(
      expect.objectContaining({
        xHandle: 'bob_builds',
        pendingReason: 'Not eligible yet: Yarmer score below 100',
      }),
    )
  })

  it('pages, and answers 422 INVALID_PAGE for a bad page size', async () => {
    const carol = await t.signIn('carol_ct')
    const second = await t.call('/v1/referral/status?page=2&pageSize=5', { token: carol.accessToken })
    expect(second.body.items).toHaveLength(5)
    const bad = await t.call('/v1/referral/status?pageSize=500', { token: carol.accessToken })
    expect(bad.status).toBe(422)
    expect(bad.body.code).toBe('INVALID_PAGE')
  })
})

describe('GET /v1/referral/reward', () => {
  it('gives carol totals and a weekly history, and others zeros', async () => {
    const carol = await t.signIn('carol_ct')
    const response = await t.call('/v1/referral/reward', { token: carol.accessToken })
    expect(response.body.totals).toContainEqual({ label: 'USDC', earned: '186.25', claimable: '43.50' })
    expect(response.body.history.length).toBeGreaterThan(3)
    expect(Date.parse(response.body.nextDistributionAt)).toBeGreaterThan(Date.now())

    const alice = await t.signIn('alice_yaps')
    const empty = await t.call('/v1/referral/reward', { token: alice.accessToken })
    expect(empty.body).toMatchObject({
      totals: [{ label: 'USDC', earned: '0.00', claimable: '0.00' }],
      history: [],
    })
  })
})
