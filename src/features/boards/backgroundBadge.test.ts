import 'fake-indexeddb/auto'
import { createStore, set } from 'idb-keyval'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  badgeBoardUrl,
  badgeFor,
  checkBoardForBadge,
  forgetStanding,
  readKnownStanding,
  rememberStanding,
} from './backgroundBadge'

const WEEK1 = '2026-11-16T00:00:00.000Z'
const WEEK2 = '2026-11-23T00:00:00.000Z'
const API = 'http://api.test'
const raw = createStore('yarm-badge', 'standings')

const board = (updatedAt: string, items: { rank: number; xHandle: string }[]) => ({
  timeframe: '30d',
  updatedAt,
  nextUpdateAt: WEEK2,
  page: 1,
  pageSize: 100,
  total: items.length,
  items: items.map((item) => ({
    ...item,
    rankChange: 0,
    isNew: false,
    xName: item.xHandle,
    score: 1,
    mindshare: 0,
  })),
})

const serve = (body: unknown) =>
  vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => Response.json(body))

beforeEach(async () => {
  await forgetStanding('42')
  await forgetStanding('7')
})

describe('badgeFor', () => {
  const known = { xId: '42', xHandle: 'carol_ct', rank: 19, updatedAt: WEEK1 }

  it('counts the places moved on a later update, either way', () => {
    expect(badgeFor(known, board(WEEK2, [{ rank: 12, xHandle: 'Carol_CT' }]))).toEqual({
      count: 7,
      updatedAt: WEEK2,
    })
    expect(badgeFor(known, board(WEEK2, [{ rank: 23, xHandle: 'carol_ct' }]))?.count).toBe(4)
  })

  it('badges nothing for the same update, one already badged, no move, a user off the board or an odd answer', () => {
    expect(badgeFor(known, board(WEEK1, [{ rank: 12, xHandle: 'carol_ct' }]))).toBeNull()
    expect(
      badgeFor({ ...known, badgedUpdatedAt: WEEK2 }, board(WEEK2, [{ rank: 12, xHandle: 'carol_ct' }])),
    ).toBeNull()
    expect(badgeFor(known, board(WEEK2, [{ rank: 19, xHandle: 'carol_ct' }]))).toBeNull()
    // The search matches by substring: another handle holding hers is not her.
    expect(badgeFor(known, board(WEEK2, [{ rank: 3, xHandle: 'carol_ct2' }]))).toBeNull()
    expect(badgeFor(known, { updatedAt: WEEK2, items: [{ rank: 'first', xHandle: 'carol_ct' }] })).toBeNull()
    expect(badgeFor(known, null)).toBeNull()
  })
})

describe('the stored standing', () => {
  it('is kept per user for the signed-in one, never goes back to an older update, and is forgotten', async () => {
    expect(await readKnownStanding()).toBeNull()
    await rememberStanding({ xId: '42', xHandle: 'carol_ct', rank: 19, updatedAt: WEEK2 })
    await rememberStanding({ xId: '42', xHandle: 'carol_ct', rank: 30, updatedAt: WEEK1 })
    expect(await readKnownStanding()).toEqual({ xId: '42', xHandle: 'carol_ct', rank: 19, updatedAt: WEEK2 })
    await rememberStanding({ xId: '7', xHandle: 'dave', rank: 3, updatedAt: WEEK1 })
    expect((await readKnownStanding())?.xHandle).toBe('dave')
    await forgetStanding('7')
    expect(await readKnownStanding()).toBeNull()
  })

  it('two writes at once (the fetched board, then an older copy restored late) keep the later one', async () => {
    await rememberStanding({ xId: '42', xHandle: 'carol_ct', rank: 19, updatedAt: WEEK1 })
    await Promise.all([
      rememberStanding({ xId: '42', xHandle: 'carol_ct', rank: 20, updatedAt: WEEK2 }),
      rememberStanding({ xId: '42', xHandle: 'carol_ct', rank: 19, updatedAt: WEEK1 }),
    ])
    expect(await readKnownStanding()).toEqual({ xId: '42', xHandle: 'carol_ct', rank: 20, updatedAt: WEEK2 })
  })

  it('reads anything the app did not write as none, and removes it', async () => {
    await set('signedIn', '42', raw)
    await set('42', { xId: '42', xHandle: 'carol ct', rank: 19, updatedAt: WEEK1 }, raw)
    expect(await readKnownStanding()).toBeNull()
    await set('42', { xId: '42', xHandle: 'carol_ct', rank: 0, updatedAt: WEEK1 }, raw)
    expect(await readKnownStanding()).toBeNull()
    await set('42', { xId: '43', xHandle: 'carol_ct', rank: 2, updatedAt: WEEK1 }, raw)
    expect(await readKnownStanding()).toBeNull()
    await set('signedIn', '../42', raw)
    expect(await readKnownStanding()).toBeNull()
  })
})

describe('checkBoardForBadge', () => {
  it('fetches the public board for the handle (no credentials) and badges a move once per update', async () => {
    await rememberStanding({ xId: '42', xHandle: 'carol_ct', rank: 19, updatedAt: WEEK1 })
    const setBadge = vi.fn(async (_count: number) => {})
    const fetcher = serve(board(WEEK2, [{ rank: 12, xHandle: 'carol_ct' }]))
    expect(await checkBoardForBadge(API, setBadge, fetcher)).toBe(7)
    expect(setBadge).toHaveBeenCalledWith(7)
    expect(String(fetcher.mock.calls[0]?.[0])).toBe(badgeBoardUrl(API, 'carol_ct'))
    expect(String(fetcher.mock.calls[0]?.[0])).toBe(
      `${API}/v1/yarmerboard?timeframe=30d&page=1&pageSize=100&search=carol_ct`,
    )
    expect(fetcher.mock.calls[0]?.[1]).toMatchObject({ credentials: 'omit' })
    // The next sync, same update: nothing again (the user may have cleared it by looking).
    expect(await checkBoardForBadge(API, setBadge, fetcher)).toBeNull()
    expect(setBadge).toHaveBeenCalledTimes(1)
    // Seeing the same update again in the app keeps it badged; the next week badges anew.
    await rememberStanding({ xId: '42', xHandle: 'carol_ct', rank: 19, updatedAt: WEEK1 })
    expect(await checkBoardForBadge(API, setBadge, fetcher)).toBeNull()
  })

  it('badges nothing with no one signed in, or when the API fails', async () => {
    const setBadge = vi.fn(async (_count: number) => {})
    const fetcher = serve(board(WEEK2, [{ rank: 12, xHandle: 'carol_ct' }]))
    expect(await checkBoardForBadge(API, setBadge, fetcher)).toBeNull()
    expect(fetcher).not.toHaveBeenCalled()
    await rememberStanding({ xId: '42', xHandle: 'carol_ct', rank: 19, updatedAt: WEEK1 })
    const failing = vi.fn(async () => new Response('{}', { status: 503 }))
    expect(await checkBoardForBadge(API, setBadge, failing)).toBeNull()
    expect(setBadge).not.toHaveBeenCalled()
  })
})
