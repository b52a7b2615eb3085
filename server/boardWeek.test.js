// @ts-check
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startApi } from './testing.js'

/** @typedef {{ rank: number, rankChange: number, xHandle: string, score: number }} Row */

/** @type {import('./testing.js').TestApi} */
let t
// A Thursday: the board was last recomputed on Monday 2 February.
const NOW = Date.parse('2026-02-05T15:30:00Z')
beforeEach(async () => {
  t = await startApi({ now: () => NOW })
})
afterEach(() => t.close())

/** @param {string} timeframe */
const page = async (timeframe) => (await t.call(`/v1/yarmerboard?timeframe=${timeframe}&pageSize=100`)).body

describe('POST /__test/advance-week (dev only)', () => {
  it('publishes the next weekly update now: a new update time, and ranks moved by their change', async () => {
    const before = await page('30d')
    const carol = await t.signIn('carol_ct')
    const standingBefore = (await t.call('/v1/yarmerboard/user?timeframe=30d', { token: carol.accessToken }))
      .body
    expect(standingBefore).toMatchObject({ rank: 19, updatedAt: '2026-02-02T00:00:00.000Z' })

    const advanced = await t.call('/__test/advance-week', { method: 'POST' })
    expect(advanced.status).toBe(200)
    expect(advanced.body).toEqual({
      ok: true,
      weeksAhead: 1,
      updatedAt: '2026-02-09T00:00:00.000Z',
      nextUpdateAt: '2026-02-16T00:00:00.000Z',
    })

    const after = await page('30d')
    expect(after).toMatchObject({
      updatedAt: '2026-02-09T00:00:00.000Z',
      nextUpdateAt: '2026-02-16T00:00:00.000Z',
    })
    expect(after.total).toBe(before.total)
    const ranksBefore = new Map(before.items.map((/** @type {Row} */ row) => [row.xHandle, row.rank]))
    let moved = 0
    for (const [i, row] of /** @type {[number, Row][]} */ ([...after.items.entries()])) {
      expect(row.rank).toBe(i + 1)
      const previous = ranksBefore.get(row.xHandle)
      if (previous !== undefined) expect(row.rankChange).toBe(previous - row.rank)
      if (row.rankChange !== 0) moved++
      if (i > 0) expect(row.score).toBeLessThanOrEqual(after.items[i - 1].score)
    }
    expect(moved).toBeGreaterThan(50)

    // The signed-in user's standing and UserInfo follow the new board.
    const standing = (await t.call('/v1/yarmerboard/user?timeframe=30d', { token: carol.accessToken })).body
    expect(standing.updatedAt).toBe('2026-02-09T00:00:00.000Z')
    expect(standing.rankChange).toBe(19 - standing.rank)
    expect(standing.rank).not.toBe(19)
    const info = (await t.call(`/v1/user/info?xId=${carol.xId}`, { token: carol.accessToken })).body
    expect(info.yarmer).toMatchObject({ rank: standing.rank, rankChange: standing.rankChange })
  })

  it('is the same on every start, moves on week by week, and /__test/reset puts the seeded board back', async () => {
    const seeded = await page('7d')
    await t.call('/__test/advance-week', { method: 'POST', body: { weeks: 1 } })
    const week1 = await page('7d')
    const again = await startApi({ now: () => NOW })
    try {
      await again.call('/__test/advance-week', { method: 'POST' })
      expect((await again.call('/v1/yarmerboard?timeframe=7d&pageSize=100')).body.items).toEqual(week1.items)
    } finally {
      await again.close()
    }

    await t.call('/__test/advance-week', { method: 'POST', body: { weeks: 1 } })
    const week2 = await page('7d')
    expect(week2.updatedAt).toBe('2026-02-16T00:00:00.000Z')
    expect(week2.items).not.toEqual(week1.items)

    await t.call('/__test/reset', { method: 'POST' })
    expect(await page('7d')).toEqual(seeded)
  })

  it('refuses a bad body, and is not there without --dev', async () => {
    expect((await t.call('/__test/advance-week', { method: 'POST', body: { weeks: 0 } })).status).toBe(400)
    expect((await t.call('/__test/advance-week', { method: 'POST', body: { weeks: 'x' } })).status).toBe(400)
    const production = await startApi({ dev: false })
    try {
      expect((await production.call('/__test/advance-week', { method: 'POST' })).status).toBe(404)
    } finally {
      await production.close()
    }
  })
})
