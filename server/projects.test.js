// @ts-check
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startApi } from './testing.js'

/** @typedef {{ id: string, name: string, logoUrl: string, status: string, votes: { count: number, share: number, rank: number }, mindshare: { value: number, change: number } }} Project */

/** @type {import('./testing.js').TestApi} */
let t
beforeEach(async () => {
  t = await startApi()
})
afterEach(() => t.close())

/** @returns {Promise<Project[]>} */
const projects = async (sort = 'votes') => (await t.call(`/v1/project/preyarm?sort=${sort}`)).body.items

describe('GET /v1/project/preyarm', () => {
  it('lists a dozen candidates with the contract fields and logos served here', async () => {
    const response = await t.call('/v1/project/preyarm')
    expect(response.status).toBe(200)
    expect(response.body.round).toMatchObject({
      id: expect.any(String),
      status: 'open',
      endsAt: expect.any(String),
    })
    const items = /** @type {Project[]} */ (response.body.items)
    expect(items).toHaveLength(12)
    expect(Object.keys(items[0] ?? {}).sort()).toEqual(
      [
        'categories',
        'chainIds',
        'description',
        'id',
        'links',
        'logoUrl',
        'mindshare',
        'name',
        'status',
        'votes',
      ].sort(),
    )
    const shares = items.reduce((sum, item) => sum + item.votes.share, 0)
    expect(shares).toBeCloseTo(1, 2)

    const logo = await t.call(new URL(items[0]?.logoUrl ?? '').pathname)
    expect(logo.status).toBe(200)
    expect(logo.headers['content-type']).toBe('image/svg+xml')
    expect(logo.text).toContain('<svg')
    expect((await t.call('/logo/unknown.svg')).status).toBe(404)
  })

  it('sorts by votes, newest and mindshare', async () => {
    const byVotes = await projects('votes')
    expect(byVotes.map((item) => item.votes.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    const byMindshare = await projects('mindshare')
    const values = byMindshare.map((item) => item.mindshare.value)
    expect(values).toEqual([...values].sort((a, b) => b - a))
    const newest = await projects('newest')
    expect(newest[0]?.id).toBe('nimbus-ai')
    expect(newest.map((item) => item.id)).not.toEqual(byVotes.map((item) => item.id))
    expect((await t.call('/v1/project/preyarm?sort=random')).status).toBe(400)
  })
})

describe('POST /v1/project/vote/{projectId}', () => {
  it('counts a vote from an activated user once, then says ALREADY_VOTED', async () => {
    const carol = await t.signIn('carol_ct')
    const before = (await projects()).find((item) => item.id === 'moss-labs')
    const voted = await t.call('/v1/project/vote/moss-labs', { method: 'POST', token: carol.accessToken })
    expect(voted.status).toBe(200)
    expect(voted.body).toEqual({
      projectId: 'moss-labs',
      voted: true,
      votes: { count: (before?.votes.count ?? 0) + 1, rank: expect.any(Number) },
    })
    const again = await t.call('/v1/project/vote/moss-labs', { method: 'POST', token: carol.accessToken })
    expect(again.status).toBe(409)
    expect(again.body.code).toBe('ALREADY_VOTED')

    const mine = await t.call('/v1/project/user-votes', { token: carol.accessToken })
    expect(mine.body.votes.map((/** @type {{ projectId: string }} */ vote) => vote.projectId)).toContain(
      'moss-labs',
    )
  })

  it('answers 403 NOT_ACTIVATED, 404 PROJECT_NOT_FOUND and 409 VOTING_CLOSED', async () => {
    const alice = await t.signIn('alice_yaps')
    const carol = await t.signIn('carol_ct')
    const notActivated = await t.call('/v1/project/vote/moss-labs', {
      method: 'POST',
      token: alice.accessToken,
    })
    expect(notActivated.status).toBe(403)
    expect(notActivated.body.code).toBe('NOT_ACTIVATED')
    const missing = await t.call('/v1/project/vote/nope', { method: 'POST', token: carol.accessToken })
    expect(missing.status).toBe(404)
    expect(missing.body.code).toBe('PROJECT_NOT_FOUND')
    const closed = await t.call('/v1/project/vote/quill-oracle', { method: 'POST', token: carol.accessToken })
    expect(closed.status).toBe(409)
    expect(closed.body.code).toBe('VOTING_CLOSED')
    expect((await t.call('/v1/project/vote/moss-labs', { method: 'POST' })).status).toBe(401)
  })

  it('is POST only', async () => {
    const response = await t.call('/v1/project/vote/moss-labs')
    expect(response.status).toBe(405)
    expect(response.headers.allow).toContain('POST')
  })
})

describe('GET /v1/project/user-votes', () => {
  it('lists carol’s seeded votes and nothing for alice', async () => {
    const carol = await t.signIn('carol_ct')
    const alice = await t.signIn('alice_yaps')
    const carolVotes = await t.call('/v1/project/user-votes', { token: carol.accessToken })
    expect(carolVotes.body.votes).toEqual([
      { projectId: 'lumen-markets', votedAt: expect.any(String) },
      { projectId: 'orbit-bridge', votedAt: expect.any(String) },
    ])
    expect((await t.call('/v1/project/user-votes', { token: alice.accessToken })).body).toEqual({ votes: [] })
  })
})

describe('GET /v1/project/yarm', () => {
  it('has one live, one upcoming and one ended Yarm with 25 top Yarmers', async () => {
    const response = await t.call('/v1/project/yarm')
    expect(response.status).toBe(200)
    const items = response.body.items
    expect(items.map((/** @type {{ status: string }} */ yarm) => yarm.status).sort()).toEqual([
      'ended',
      'live',
      'upcoming',
    ])
    for (const yarm of items) {
      expect(yarm.topYarmers).toHaveLength(25)
      expect(yarm.tvl).toMatch(/^\d+\.\d+$/)
      expect(yarm.me).toBeUndefined()
      expect(Date.parse(yarm.startsAt)).toBeLessThan(Date.parse(yarm.endsAt))
    }
    const live = items.find((/** @type {{ status: string }} */ yarm) => yarm.status === 'live')
    expect(Date.parse(live.startsAt)).toBeLessThan(Date.now())
    expect(Date.parse(live.endsAt)).toBeGreaterThan(Date.now())
  })

  it('filters by status and adds `me` when signed in', async () => {
    const carol = await t.signIn('carol_ct')
    const alice = await t.signIn('alice_yaps')
    const live = await t.call('/v1/project/yarm?status=live', { token: carol.accessToken })
    expect(live.body.items).toHaveLength(1)
    expect(live.body.items[0].me).toMatchObject({ rank: 19, isTopYarmer: true })
    const forAlice = await t.call('/v1/project/yarm?status=live', { token: alice.accessToken })
    expect(forAlice.body.items[0].me).toEqual({
      rank: 152,
      isTopYarmer: false,
      allocationCap: '0.00',
      filled: '0.00',
    })
    expect((await t.call('/v1/project/yarm?status=paused')).status).toBe(400)
    expect((await t.call('/v1/project/yarm', { token: 'expired' })).status).toBe(401)
  })

  it('does not serve other products', async () => {
    expect((await t.call('/v1/project/unknown')).status).toBe(404)
  })
})
