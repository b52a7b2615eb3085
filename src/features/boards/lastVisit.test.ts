import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BoardPage, MyStanding } from '@/api/yarmerboard'
import { type KnownStanding, readKnownStanding, rememberStanding } from './backgroundBadge'
import {
  forgetLastVisit,
  movesSince,
  previousBoard,
  readLastVisit,
  rememberBoard,
  rememberWhenSeen,
  SEEN_HANDLES_KEPT,
  storedBoard,
} from './lastVisit'

const WEEK1 = '2026-11-16T00:00:00.000Z'
const WEEK2 = '2026-11-23T00:00:00.000Z'
const key = (xId: string) => `yarm.boards.lastVisit.${xId}`
const board = (fields: object) => JSON.stringify({ boards: { '30d': { updatedAt: WEEK1, ...fields } } })

afterEach(() => {
  for (const xId of ['1', '2', '3', '4', '5']) forgetLastVisit(xId)
  localStorage.clear()
})

describe('the board a user last saw', () => {
  it('compares the next update with what was seen, per user, and keeps that comparison for the page', () => {
    rememberBoard('1', '30d', WEEK1, [
      { xHandle: 'Carol_CT', rank: 19 },
      { xHandle: 'dave', rank: 3 },
    ])
    rememberBoard('1', '30d', WEEK1, [{ xHandle: 'erin', rank: 60 }])
    expect(previousBoard('1', '30d', WEEK1)).toBeNull()
    // Another user on the same device has seen nothing.
    expect(previousBoard('2', '30d', WEEK2)).toBeNull()

    const before = previousBoard('1', '30d', WEEK2)
    expect(before?.updatedAt).toBe(WEEK1)
    expect(
      movesSince(before, [
        { xHandle: 'carol_ct', rank: 16 },
        { xHandle: 'dave', rank: 3 },
        { xHandle: 'erin', rank: 64 },
        { xHandle: 'newcomer', rank: 5 },
      ]),
    ).toEqual(
      new Map([
        ['carol_ct', 3],
        ['erin', -4],
      ]),
    )
    // The new board is remembered; the page keeps comparing with the one from before.
    rememberBoard('1', '30d', WEEK2, [{ xHandle: 'carol_ct', rank: 16 }])
    expect(storedBoard('1', '30d')?.ranks).toEqual(new Map([['carol_ct', 16]]))
    expect(previousBoard('1', '30d', WEEK2)?.updatedAt).toBe(WEEK1)
    expect(readLastVisit('1')?.seenUpdatedAt).toBe(WEEK2)
  })

  it('keeps the comparison when an older copy shows for a moment (a cache restored late) and the new board comes back', () => {
    rememberBoard('4', '30d', WEEK1, [{ xHandle: 'carol_ct', rank: 19 }])
    expect(previousBoard('4', '30d', WEEK2)?.updatedAt).toBe(WEEK1)
    rememberBoard('4', '30d', WEEK2, [{ xHandle: 'carol_ct', rank: 20 }])
    // The persisted copy of last week is put back in the cache, then the fetched board again.
    expect(previousBoard('4', '30d', WEEK1)).toBeNull()
    expect(previousBoard('4', '30d', WEEK2)?.ranks).toEqual(new Map([['carol_ct', 19]]))
  })

  it('never goes back to an older update, nor compares with a newer one', () => {
    rememberBoard('3', '7d', WEEK2, [{ xHandle: 'carol_ct', rank: 12 }])
    rememberBoard('3', '7d', WEEK1, [{ xHandle: 'carol_ct', rank: 40 }])
    expect(storedBoard('3', '7d')).toEqual({ updatedAt: WEEK2, ranks: new Map([['carol_ct', 12]]) })
    expect(previousBoard('3', '7d', WEEK1)).toBeNull()
  })

  it(`keeps the ${SEEN_HANDLES_KEPT} handles seen last`, () => {
    const rows = Array.from({ length: SEEN_HANDLES_KEPT + 20 }, (_, i) => ({ xHandle: `y${i}`, rank: i + 1 }))
    rememberBoard('4', 'all', WEEK1, rows)
    const ranks = storedBoard('4', 'all')?.ranks
    expect(ranks?.size).toBe(SEEN_HANDLES_KEPT)
    expect(ranks?.has('y0')).toBe(false)
    expect(ranks?.get(`y${SEEN_HANDLES_KEPT + 19}`)).toBe(SEEN_HANDLES_KEPT + 20)
  })

  it.each([
    ['not JSON', '{'],
    ['no boards', JSON.stringify({ seenUpdatedAt: WEEK1 })],
    ['no date', JSON.stringify({ boards: { '30d': { updatedAt: 'soon', handles: [], ranks: [] } } })],
    ['a rank that is not one', board({ handles: ['carol_ct'], ranks: ['first'] })],
    ['a handle that is not one', board({ handles: ['<img>'], ranks: [1] })],
    ['handles and ranks that do not pair', board({ handles: ['carol_ct', 'dave'], ranks: [19] })],
    ['the older shape', board({ ranks: [['carol_ct', 19]] })],
  ])('ignores and removes an entry with %s', (_, raw) => {
    localStorage.setItem(key('5'), raw)
    expect(previousBoard('5', '30d', WEEK2)).toBeNull()
    expect(localStorage.getItem(key('5'))).toBeNull()
    rememberBoard('5', '30d', WEEK2, [{ xHandle: 'carol_ct', rank: 19 }])
    expect(storedBoard('5', '30d')?.ranks.get('carol_ct')).toBe(19)
  })

  it('forgets a user whose session ended', () => {
    rememberBoard('2', '30d', WEEK1, [{ xHandle: 'carol_ct', rank: 19 }])
    forgetLastVisit('2')
    expect(localStorage.getItem(key('2'))).toBeNull()
    expect(previousBoard('2', '30d', WEEK2)).toBeNull()
  })
})

describe('the board seen, kept for the app badge', () => {
  const XID = '42'
  const boardOf = (updatedAt: string, rank: number): BoardPage => ({
    timeframe: '30d',
    updatedAt,
    nextUpdateAt: updatedAt,
    page: 1,
    pageSize: 50,
    total: 1,
    items: [
      { rank, rankChange: 0, isNew: false, xHandle: 'carol_ct', xName: 'Carol', score: 1, mindshare: 0 },
    ],
  })
  const standingOf = (updatedAt: string, rank: number): MyStanding => ({
    ranked: true,
    rank,
    total: 5000,
    score: 1,
    mindshare: 0,
    breakdown: [],
    neighbors: { above: [], below: [] },
    updatedAt,
  })
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clearAppBadge')
  })

  it('clears the badge only once the standing seen is kept where the service worker reads it', async () => {
    // Last week's standing is held; the app is opened on the new week.
    await rememberStanding({ xId: XID, xHandle: 'carol_ct', rank: 19, updatedAt: WEEK1 })
    // What the worker would find if the app were closed the moment the badge goes.
    const atClear: Promise<KnownStanding | null>[] = []
    const clearAppBadge = vi.fn(() => {
      atClear.push(readKnownStanding())
      return Promise.resolve()
    })
    Object.defineProperty(navigator, 'clearAppBadge', { configurable: true, value: clearAppBadge })
    rememberWhenSeen({
      xId: XID,
      xHandle: 'carol_ct',
      timeframe: '30d',
      board: boardOf(WEEK2, 20),
      standing: standingOf(WEEK2, 20),
    })
    await vi.waitFor(() => expect(clearAppBadge).toHaveBeenCalledTimes(1))
    expect(await atClear[0]).toEqual({ xId: XID, xHandle: 'carol_ct', rank: 20, updatedAt: WEEK2 })
  })

  it('keeps the badge while the board shown is an older copy than the standing (the new board is on its way)', async () => {
    const clearAppBadge = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clearAppBadge', { configurable: true, value: clearAppBadge })
    rememberWhenSeen({
      xId: XID,
      xHandle: 'carol_ct',
      timeframe: '30d',
      board: boardOf(WEEK1, 19),
      standing: standingOf(WEEK2, 20),
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(clearAppBadge).not.toHaveBeenCalled()
  })
})
