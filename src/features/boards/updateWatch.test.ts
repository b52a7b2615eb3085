import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearSession, saveSignIn } from '@/api/session'
import type { MyStanding } from '@/api/yarmerboard'
import { guardSessionData } from '@/features/auth/sessionGuard'
import {
  clearAppBadge as clearBadge,
  readLastVisit,
  rememberBoard,
  setAppBadge as setBadge,
  showingBoard,
} from './lastVisit'
import { watchBoardUpdates } from './updateWatch'

const WEEK1 = '2026-11-16T00:00:00.000Z'
const WEEK2 = '2026-11-23T00:00:00.000Z'

const standing = (rank: number, updatedAt: string): MyStanding => ({
  ranked: true,
  rank,
  rankChange: 0,
  total: 5000,
  percentile: 99,
  score: 600,
  mindshare: 0.01,
  breakdown: [],
  neighbors: { above: [], below: [] },
  updatedAt,
})

const server = { standing: standing(19, WEEK1) }
const setAppBadge = vi.fn(async (_count?: number) => {})
const clearAppBadge = vi.fn(async () => {})
const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state })
  document.dispatchEvent(new Event('visibilitychange'))
}

let stop = () => {}
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  // Two minutes before the next weekly update.
  vi.setSystemTime(Date.parse(WEEK2) - 2 * 60_000)
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const { pathname } = new URL(String(input))
      if (pathname !== '/v1/yarmerboard/user') return new Response('{}', { status: 404 })
      return new Response(JSON.stringify(server.standing), {
        headers: { 'Content-Type': 'application/json' },
      })
    }),
  )
  Object.defineProperty(navigator, 'setAppBadge', { configurable: true, value: setAppBadge })
  Object.defineProperty(navigator, 'clearAppBadge', { configurable: true, value: clearAppBadge })
  saveSignIn({ accessToken: 'a', refreshToken: 'r' }, { xId: '42', xHandle: 'carol_ct' })
  // Carol saw the 30d board of week 1 at #19.
  rememberBoard('42', '30d', WEEK1, [{ xHandle: 'carol_ct', rank: 19 }])
  server.standing = standing(19, WEEK1)
})
afterEach(() => {
  stop()
  setVisibility('visible')
  vi.useRealTimers()
  vi.unstubAllGlobals()
  setAppBadge.mockClear()
  clearAppBadge.mockClear()
  clearSession()
  localStorage.clear()
})

const fetched = () => vi.mocked(fetch).mock.calls.length

describe('the app badge after a weekly update', () => {
  it('at start, after an update the user has not seen: the places moved, up or down', async () => {
    server.standing = standing(23, WEEK2)
    stop = watchBoardUpdates(new QueryClient())
    await vi.waitFor(() => expect(setAppBadge).toHaveBeenCalledWith(4))
  })

  it('while the page is hidden, at the next update; nothing before it', async () => {
    stop = watchBoardUpdates(new QueryClient())
    await vi.waitFor(() => expect(fetched()).toBe(1))
    expect(setAppBadge).not.toHaveBeenCalled()

    setVisibility('hidden')
    server.standing = standing(16, WEEK2)
    // Due at the update plus a minute: three minutes from now.
    await vi.advanceTimersByTimeAsync(2 * 60_000)
    expect(fetched()).toBe(1)
    await vi.advanceTimersByTimeAsync(60_000 + 10)
    await vi.waitFor(() => expect(setAppBadge).toHaveBeenCalledWith(3))
  })

  it('not while the user is looking at a board, nor for an update they have seen', async () => {
    server.standing = standing(16, WEEK2)
    const shown = showingBoard()
    stop = watchBoardUpdates(new QueryClient())
    await vi.waitFor(() => expect(fetched()).toBe(1))
    shown()
    rememberBoard('42', '7d', WEEK2, [{ xHandle: 'carol_ct', rank: 12 }])
    const queryClient = new QueryClient()
    stop()
    stop = watchBoardUpdates(queryClient)
    await vi.waitFor(() => expect(fetched()).toBe(2))
    await vi.advanceTimersByTimeAsync(10)
    expect(setAppBadge).not.toHaveBeenCalled()
  })

  it('clears the badge and forgets what the user saw when their session ends', () => {
    const queryClient = new QueryClient()
    const unguard = guardSessionData(queryClient)
    stop = watchBoardUpdates(queryClient)
    expect(readLastVisit('42')).not.toBeNull()
    clearSession()
    expect(clearAppBadge).toHaveBeenCalled()
    expect(readLastVisit('42')).toBeNull()
    unguard()
  })

  it('is silent where the browser has no badge', () => {
    Reflect.deleteProperty(navigator, 'setAppBadge')
    Reflect.deleteProperty(navigator, 'clearAppBadge')
    expect(() => setBadge(3)).not.toThrow()
    expect(() => clearBadge()).not.toThrow()
  })
})
