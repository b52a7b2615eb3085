import 'fake-indexeddb/auto'
import { dehydrate, hydrate, QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearSession, saveSignIn } from '@/api/session'
import type { BoardPage, MyStanding } from '@/api/yarmerboard'
import { guardSessionData } from '@/features/auth/sessionGuard'
import { readKnownStanding } from './backgroundBadge'
import {
  clearAppBadge as clearBadge,
  readLastVisit,
  rememberBoard,
  setAppBadge as setBadge,
  showingBoard,
} from './lastVisit'
import { boardQueries } from './queries'
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

describe('board copies of an older week', () => {
  const boardOf = (updatedAt: string): BoardPage => ({
    timeframe: '30d',
    updatedAt,
    nextUpdateAt: WEEK2,
    page: 1,
    pageSize: 50,
    total: 1,
    items: [
      { rank: 19, rankChange: 0, isNew: false, xHandle: 'carol_ct', xName: 'Carol', score: 1, mindshare: 0 },
    ],
  })
  const standingKey = boardQueries.me('42', '30d').queryKey
  const boardRequests = () =>
    vi.mocked(fetch).mock.calls.filter(([input]) => new URL(String(input)).pathname === '/v1/yarmerboard')
      .length

  it.each([
    ['as a query of its own', false],
    ['into the query the page has already asked for', true],
  ])(
    'a copy of last week put back from the persisted cache after the new week was learnt, %s, is fetched again',
    async (_, pageFirst) => {
      // The standing of the new week, fetched at start: the newest week known.
      server.standing = standing(16, WEEK2)
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
      stop = watchBoardUpdates(queryClient)
      await vi.waitFor(() => expect(queryClient.getQueryData(standingKey)).toEqual(server.standing))
      const options = boardQueries.page({ timeframe: '30d', page: 1, search: '' })
      const shown = new QueryObserver(queryClient, options)
      let unsubscribe = pageFirst ? shown.subscribe(() => {}) : undefined
      await vi.advanceTimersByTimeAsync(10)
      const before = boardRequests()
      // The persisted cache put back: last week's board, saved a minute ago (fresh by its age).
      const persisted = new QueryClient()
      persisted.setQueryData(options.queryKey, boardOf(WEEK1), { updatedAt: Date.now() - 60_000 })
      hydrate(queryClient, dehydrate(persisted))
      expect(queryClient.getQueryData<BoardPage>(options.queryKey)?.updatedAt).toBe(WEEK1)
      unsubscribe ??= shown.subscribe(() => {})
      // On screen, it is fetched again rather than shown as this week's.
      await vi.waitFor(() => expect(boardRequests()).toBe(before + 1))
      unsubscribe()
    },
  )
})

describe('the app badge while the app is closed (the service worker)', () => {
  const register = vi.fn(async (_tag: string, _options?: { minInterval?: number }) => {})
  const unregister = vi.fn(async (_tag: string) => {})
  const registerOnce = vi.fn(async (_tag: string) => {})
  const installWorker = (permission: PermissionState | null, periodicSync = true) => {
    const registration = {
      sync: { register: registerOnce },
      ...(periodicSync ? { periodicSync: { register, unregister } } : {}),
    }
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
    })
    Object.defineProperty(navigator, 'permissions', {
      configurable: true,
      value: {
        query: async ({ name }: { name: string }) => {
          if (name !== 'periodic-background-sync' || !permission) throw new TypeError('unknown permission')
          return { state: permission }
        },
      },
    })
  }
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker')
    Reflect.deleteProperty(navigator, 'permissions')
    register.mockClear()
    unregister.mockClear()
    registerOnce.mockClear()
  })

  it('registers a periodic sync where the browser grants it, and keeps the standing seen where the worker reads it', async () => {
    installWorker('granted')
    stop = watchBoardUpdates(new QueryClient())
    await vi.waitFor(() =>
      expect(register).toHaveBeenCalledWith('yarm-board-update', { minInterval: 12 * 60 * 60 * 1000 }),
    )
    await vi.waitFor(async () =>
      expect(await readKnownStanding()).toEqual({
        xId: '42',
        xHandle: 'carol_ct',
        rank: 19,
        updatedAt: WEEK1,
      }),
    )
  })

  it('never asks: nothing registered unless granted, silent where there is no periodic sync', async () => {
    for (const permission of ['prompt', 'denied', null] as const) {
      installWorker(permission)
      stop = watchBoardUpdates(new QueryClient())
      await vi.advanceTimersByTimeAsync(10)
      stop()
    }
    installWorker('granted', false)
    stop = watchBoardUpdates(new QueryClient())
    await vi.advanceTimersByTimeAsync(10)
    expect(register).not.toHaveBeenCalled()
  })

  it('a hidden page whose look at the update fails (offline) leaves the worker a one-off sync', async () => {
    installWorker('prompt')
    stop = watchBoardUpdates(new QueryClient())
    await vi.waitFor(() => expect(fetched()).toBe(1))
    setVisibility('hidden')
    vi.mocked(fetch).mockRejectedValue(new TypeError('Failed to fetch'))
    await vi.advanceTimersByTimeAsync(2 * 60_000)
    expect(registerOnce).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(5 * 60_000)
    await vi.waitFor(() => expect(registerOnce).toHaveBeenCalledWith('yarm-board-update'))
    expect(setAppBadge).not.toHaveBeenCalled()
  })

  it('forgets the standing and the sync when the session ends', async () => {
    installWorker('granted')
    const queryClient = new QueryClient()
    const unguard = guardSessionData(queryClient)
    stop = watchBoardUpdates(queryClient)
    await vi.waitFor(async () => expect(await readKnownStanding()).not.toBeNull())
    clearSession()
    await vi.waitFor(() => expect(unregister).toHaveBeenCalledWith('yarm-board-update'))
    await vi.waitFor(async () => expect(await readKnownStanding()).toBeNull())
    unguard()
  })
})
