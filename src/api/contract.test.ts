import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// The local API is the contract's executable stand-in: the app's schemas must accept all it says.
import { startApi, type TestApi } from '../../server/testing.js'
import { preYarmsSchema, userVotesSchema, voteResultSchema, yarmsSchema } from './projects'
import {
  referralInfoSchema,
  referralPageSchema,
  referralRewardsSchema,
  registerResultSchema,
} from './referrals'
import { boardPageSchema, myStandingSchema, TIMEFRAMES } from './yarmerboard'

let t: TestApi
beforeAll(async () => {
  t = await startApi()
})
afterAll(() => t.close())

const accepts = (
  schema: { safeParse(value: unknown): { success: boolean; error?: unknown } },
  body: unknown,
) => {
  const result = schema.safeParse(body)
  if (!result.success) throw new Error(`Rejected: ${JSON.stringify(result.error)}`)
  return true
}

describe('the app schemas accept the local API', () => {
  it('Yarmerboard pages and standings, ranked and not', async () => {
    for (const timeframe of TIMEFRAMES) {
      const board = await t.call(`/v1/yarmerboard?timeframe=${timeframe}&page=2&pageSize=50`)
      expect(accepts(boardPageSchema, board.body)).toBe(true)
      expect(board.body.items).toHaveLength(50)
    }
    const searched = await t.call('/v1/yarmerboard?timeframe=30d&search=carol')
    expect(accepts(boardPageSchema, searched.body)).toBe(true)
    const carol = await t.signIn('carol_ct')
    const standing = await t.call('/v1/yarmerboard/user?timeframe=30d', { token: carol.accessToken })
    expect(accepts(myStandingSchema, standing.body)).toBe(true)
    expect(standing.body).toMatchObject({ ranked: true, rank: 19 })
    const erin = await t.signIn('erin_fresh')
    const unranked = await t.call('/v1/yarmerboard/user?timeframe=7d', { token: erin.accessToken })
    expect(accepts(myStandingSchema, unranked.body)).toBe(true)
    expect(unranked.body.ranked).toBe(false)
  })

  it('Pre-Yarms, votes and Yarms, signed in and out', async () => {
    for (const sort of ['votes', 'newest', 'mindshare']) {
      expect(accepts(preYarmsSchema, (await t.call(`/v1/project/preyarm?sort=${sort}`)).body)).toBe(true)
    }
    const carol = await t.signIn('carol_ct')
    expect(
      accepts(userVotesSchema, (await t.call('/v1/project/user-votes', { token: carol.accessToken })).body),
    ).toBe(true)
    const vote = await t.call('/v1/project/vote/nimbus-ai', { method: 'POST', token: carol.accessToken })
    expect(accepts(voteResultSchema, vote.body)).toBe(true)
    for (const status of ['live', 'upcoming', 'ended']) {
      const signedOut = await t.call(`/v1/project/yarm?status=${status}`)
      const signedIn = await t.call(`/v1/project/yarm?status=${status}`, { token: carol.accessToken })
      expect(accepts(yarmsSchema, signedOut.body)).toBe(true)
      expect(accepts(yarmsSchema, signedIn.body)).toBe(true)
      expect(signedIn.body.items[0].me).toBeDefined()
    }
  })

  it('referral info (with and without a code), referrals, rewards and registration', async () => {
    const carol = await t.signIn('carol_ct')
    const alice = await t.signIn('alice_yaps')
    for (const token of [carol.accessToken, alice.accessToken]) {
      expect(accepts(referralInfoSchema, (await t.call('/v1/referral/info', { token })).body)).toBe(true)
      expect(
        accepts(referralPageSchema, (await t.call('/v1/referral/status?page=1&pageSize=10', { token })).body),
      ).toBe(true)
      expect(accepts(referralRewardsSchema, (await t.call('/v1/referral/reward', { token })).body)).toBe(true)
    }
    const registered = await t.call('/v1/referral/register', {
      token: alice.accessToken,
      body: { code: 'CAROL7' },
    })
    expect(accepts(registerResultSchema, registered.body)).toBe(true)
  })
})

describe('what the schemas refuse or drop', () => {
  it('drops a project link that is not http(s), keeping the project', async () => {
    const body = (await t.call('/v1/project/preyarm')).body
    body.items[0].links.website = 'javascript:alert(1)'
    body.items[0].logoUrl = 'data:image/svg+xml,<svg/>'
    const parsed = preYarmsSchema.parse(body)
    expect(parsed.items[0]?.links.website).toBeUndefined()
    expect(parsed.items[0]?.logoUrl).toBeNull()
    expect(parsed.items[0]?.links.x).toMatch(/^https:\/\/x\.com\//)
  })

  it('refuses a board row whose mindshare is not a fraction', async () => {
    const body = (await t.call('/v1/yarmerboard?timeframe=7d')).body
    body.items[0].mindshare = 4.2
    expect(boardPageSchema.safeParse(body).success).toBe(false)
  })
})
