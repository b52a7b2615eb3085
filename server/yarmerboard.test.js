// @ts-check
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi } from './testing.js'

/** @typedef {{ rank: number, rankChange: number, isNew: boolean, xHandle: string, xName: string, score: number, mindshare: number }} Row */

/** @type {import('./testing.js').TestApi} */
let t
// A Thursday, so the latest Monday is three days back.
const NOW = Date.parse('2026-02-05T15:30:00Z')
beforeAll(async () => {
  t = await startApi({ now: () => NOW })
})
afterAll(() => t.close())

describe('GET /v1/yarmerboard', () => {
  it('pages through thousands of Yarmers, updated every Monday 00:00 UTC', async () => {
    const response = await t.call('/v1/yarmerboard?timeframe=7d&page=2&pageSize=100')
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      timeframe: '7d',
      updatedAt: '2026-02-02T00:00:00.000Z',
      nextUpdateAt: '2026-02-09T00:00:00.000Z',
      page: 2,
      pageSize: 100,
    })
    expect(response.body.total).toBeGreaterThanOrEqual(4500)
    const items = /** @type {Row[]} */ (response.body.items)
    expect(items).toHaveLength(100)
    expect(items[0]?.rank).toBe(101)
    expect(Object.keys(items[0] ?? {}).sort()).toEqual(
      ['isNew', 'mindshare', 'rank', 'rankChange', 'score', 'xHandle', 'xName'].sort(),
    )
    for (const item of items) expect(item.xHandle).toMatch(/^[A-Za-z0-9_]{1,15}$/)
  })

  it('holds at least 5,000 Yarmers all-time, unique, ordered by score, with mindshare summing to 1', () => {
    const { rows } = t.api.app.data.boards.all
    expect(rows.length).toBeGreaterThanOrEqual(5000)
    expect(new Set(rows.map((row) => row.xHandle.toLowerCase())).size).toBe(rows.length)
    const total = rows.reduce((sum, row) => sum + row.mindshare, 0)
    expect(total).toBeCloseTo(1, 3)
    for (let i = 1; i < rows.length; i++) expect(rows[i]?.score).toBeLessThanOrEqual(rows[i - 1]?.score ?? 0)
    expect(rows.some((row) => row.isNew)).toBe(true)
    expect(rows.some((row) => row.rankChange > 0) && rows.some((row) => row.rankChange < 0)).toBe(true)
  })

  it('ranks differently per timeframe', async () => {
    const tops = await Promise.all(
      ['7d', '30d', '3m', 'all'].map(async (timeframe) => {
        const response = await t.call(`/v1/yarmerboard?timeframe=${timeframe}&pageSize=10`)
        return response.body.items.map((/** @type {Row} */ row) => row.xHandle).join(',')
      }),
    )
    expect(new Set(tops).size).toBe(4)
  })

  it('places every demo account on the board, carol in the top 50', async () => {
    const all = t.api.app.data.boards.all.byHandle
    for (const handle of ['alice_yaps', 'bob_builds', 'carol_ct', 'dave_degen', 'noavatar_nick']) {
      expect(all.get(handle)).toBeDefined()
    }
    expect(all.get('carol_ct')?.rank).toBeLessThanOrEqual(50)
  })

  it('searches handle or name, case-insensitively, keeping global ranks', async () => {
    const byHandle = await t.call('/v1/yarmerboard?timeframe=7d&search=ALICE_Y')
    expect(byHandle.body.items).toEqual([expect.objectContaining({ xHandle: 'alice_yaps', rank: 137 })])
    const byName = await t.call(`/v1/yarmerboard?search=${encodeURIComponent('carol ✦')}`)
    expect(byName.body.items.map((/** @type {Row} */ row) => row.xHandle)).toEqual(['carol_ct'])
    const withAt = await t.call('/v1/yarmerboard?search=%40dave_degen')
    expect(withAt.body.total).toBe(1)
    const none = await t.call('/v1/yarmerboard?search=zzzzzzzzzz')
    expect(none.body).toMatchObject({ total: 0, items: [] })
  })

  it('defaults to the 30d board, page 1 of 25', async () => {
    const response = await t.call('/v1/yarmerboard')
    expect(response.body).toMatchObject({ timeframe: '30d', page: 1, pageSize: 25 })
    expect(response.body.items).toHaveLength(25)
  })

  it('returns an empty page past the end', async () => {
    const response = await t.call('/v1/yarmerboard?page=9999&pageSize=100')
    expect(response.status).toBe(200)
    expect(response.body.items).toEqual([])
  })

  it.each(['page=0', 'page=-1', 'page=abc', 'pageSize=0', 'pageSize=101', 'pageSize=2.5', 'page='])(
    'answers 422 INVALID_PAGE for %s',
    async (query) => {
      const response = await t.call(`/v1/yarmerboard?${query}`)
      expect(response.status).toBe(422)
      expect(response.body.code).toBe('INVALID_PAGE')
    },
  )

  it('answers 400 for an unknown timeframe or an overlong search', async () => {
    expect((await t.call('/v1/yarmerboard?timeframe=1y')).status).toBe(400)
    expect((await t.call(`/v1/yarmerboard?search=${'a'.repeat(51)}`)).status).toBe(400)
  })
})

describe('GET /v1/yarmerboard/user', () => {
  it('gives rank, breakdown and two neighbours on each side', async () => {
    const alice = await t.signIn('alice_yaps')
    const response = await t.call('/v1/yarmerboard/user?timeframe=7d', { token: alice.accessToken })
    expect(response.status).toBe(200)
    const body = response.body
    expect(body).toMatchObject({
      ranked: true,
      rank: 137,
      rankChange: 12,
      updatedAt: '2026-02-02T00:00:00.000Z',
    })
    expect(body.percentile).toBeGreaterThan(95)
    expect(body.neighbors.above.map((/** @type {Row} */ row) => row.rank)).toEqual([135, 136])
    expect(body.neighbors.below.map((/** @type {Row} */ row) => row.rank)).toEqual([138, 139])
    const parts = body.breakdown.reduce(
      (/** @type {number} */ sum, /** @type {{ value: number }} */ part) => sum + part.value,
      0,
    )
    expect(parts).toBeCloseTo(body.score, 1)
    expect(body.breakdown.map((/** @type {{ key: string }} */ part) => part.key)).toEqual([
      'engagement',
      'reach',
      'originality',
      'consistency',
    ])
  })

  it('reports an unranked user (erin is off the 7d board)', async () => {
    const erin = await t.signIn('erin_fresh')
    const response = await t.call('/v1/yarmerboard/user?timeframe=7d', { token: erin.accessToken })
    expect(response.body).toMatchObject({ ranked: false, score: 0, neighbors: { above: [], below: [] } })
    expect(response.body.rank).toBeUndefined()
  })

  it('needs a token', async () => {
    expect((await t.call('/v1/yarmerboard/user')).status).toBe(401)
  })
})
