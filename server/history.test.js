// @ts-check
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi } from './testing.js'

/** @type {import('./testing.js').TestApi} */
let t
// A Thursday: the latest weekly update was Monday 2026-02-02.
const NOW = Date.parse('2026-02-05T15:30:00Z')
beforeAll(async () => {
  t = await startApi({ now: () => NOW })
})
afterAll(() => t.close())

/** @param {string} xHandle @param {string} query */
async function historyOf(xHandle, query = '?timeframe=30d') {
  const { accessToken } = await t.signIn(xHandle)
  return t.call(`/v1/yarmerboard/user/history${query}`, { token: accessToken })
}

describe('GET /v1/yarmerboard/user/history', () => {
  it('gives the last 12 weekly updates, oldest first, ending at the board as it stands', async () => {
    const response = await historyOf('carol_ct')
    expect(response.status).toBe(200)
    expect(response.body.timeframe).toBe('30d')
    expect(response.body.updatedAt).toBe('2026-02-02T00:00:00.000Z')
    const items = /** @type {{ weekOf: string, rank: number | null, score: number }[]} */ (
      response.body.items
    )
    expect(items).toHaveLength(12)
    expect(items[0]?.weekOf).toBe('2025-11-17T00:00:00.000Z')
    expect(items.at(-1)?.weekOf).toBe('2026-02-02T00:00:00.000Z')
    const { accessToken } = await t.signIn('carol_ct')
    const standing = (await t.call('/v1/yarmerboard/user?timeframe=30d', { token: accessToken })).body
    expect(items.at(-1)).toMatchObject({ rank: standing.rank, score: standing.score })
    // The week before differs by the standing's own rank change.
    expect(items.at(-2)?.rank).toBe(standing.rank + standing.rankChange)
    for (const item of items) {
      expect(Number.isInteger(item.rank)).toBe(true)
      expect(item.rank).toBeGreaterThanOrEqual(1)
      expect(item.score).toBeGreaterThanOrEqual(0)
    }
  })

  it('is the same on every start (seeded), and differs between timeframes and people', async () => {
    const first = (await historyOf('carol_ct')).body.items
    const again = await startApi({ now: () => NOW })
    const { accessToken } = await again.signIn('carol_ct')
    const second = (await again.call('/v1/yarmerboard/user/history?timeframe=30d', { token: accessToken }))
      .body.items
    await again.close()
    expect(second).toEqual(first)
    expect((await historyOf('carol_ct', '?timeframe=7d')).body.items).not.toEqual(first)
    expect((await historyOf('alice_yaps')).body.items).not.toEqual(first)
  })

  it('needs a session, and a timeframe it knows', async () => {
    expect((await t.call('/v1/yarmerboard/user/history?timeframe=30d')).status).toBe(401)
    const bad = await historyOf('carol_ct', '?timeframe=1y')
    expect(bad.status).toBe(400)
  })
})
