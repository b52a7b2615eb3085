import type { QueryClient } from '@tanstack/react-query'
import { readSession } from '@/api/session'
import type { BoardPage, MyStanding } from '@/api/yarmerboard'
import { ME } from '@/features/auth/queries'
import { onUserSessionEnd } from '@/features/auth/sessionGuard'
import {
  BADGE_SYNC_INTERVAL_MS,
  BADGE_SYNC_TAG,
  BADGE_TIMEFRAME,
  forgetStanding,
  rememberStanding,
} from './backgroundBadge'
import {
  clearAppBadge,
  forgetLastVisit,
  isBoardInView,
  readLastVisit,
  setAppBadge,
  storedBoard,
} from './lastVisit'
import { boardQueries } from './queries'

const WEEK_MS = 7 * 24 * 60 * 60 * 1000
/** The server may publish a little after the announced time. */
const AFTER_UPDATE_MS = 60_000
const MAX_DELAY_MS = 2 ** 31 - 1

/**
 * The app badge after a weekly update, while a page of the app is alive. It learns of an update at start
 * (the standing fetched again, whatever the persisted cache holds), when the page comes back into view,
 * while hidden at the board's next update (hidden pages' timers still run, if throttled), and whenever the
 * page fetches the standing. A closed app is the service worker's (backgroundBadge.ts): this registers a
 * periodic sync where the browser grants one, and a failed hidden look leaves a one-off sync.
 */
export function watchBoardUpdates(queryClient: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined

  const standingKey = (xId: string) => boardQueries.me(xId, BADGE_TIMEFRAME).queryKey

  const judge = (xId: string, standing: MyStanding) => {
    const visit = readLastVisit(xId)
    const before = storedBoard(xId, BADGE_TIMEFRAME)
    const { xHandle } = readSession()
    if (!visit || !before || !xHandle || !standing.ranked || !standing.rank) return
    const seen = visit.seenUpdatedAt ?? before.updatedAt
    // Not news: an update the user has seen on a board, or one they are looking at now.
    if (Date.parse(standing.updatedAt) <= Date.parse(seen) || isBoardInView()) return
    const was = before.ranks.get(xHandle.toLowerCase())
    if (was !== undefined && was !== standing.rank) setAppBadge(Math.abs(was - standing.rank))
  }

  const check = (force = false) => {
    const { xId } = readSession()
    if (!xId || !storedBoard(xId, BADGE_TIMEFRAME)) return
    const options = boardQueries.me(xId, BADGE_TIMEFRAME)
    void queryClient.fetchQuery(force ? { ...options, staleTime: 0 } : options).catch(() => {
      // A hidden page's look at the update that failed (offline, say): the worker looks again when the
      // browser is back online, whether this page is still there or not.
      if (force && document.visibilityState === 'hidden') void requestOneOffSync()
    })
  }

  const nextUpdateAt = (xId: string): number => {
    const page = queryClient.getQueriesData<BoardPage>({ queryKey: ['yarmerboard', BADGE_TIMEFRAME] })
    const announced = page.find(([, data]) => data)?.[1]?.nextUpdateAt
    if (announced) return Date.parse(announced)
    const standing = queryClient.getQueryData<MyStanding>(standingKey(xId))
    return standing ? Date.parse(standing.updatedAt) + WEEK_MS : Number.NaN
  }

  const onVisibility = () => {
    clearTimeout(timer)
    if (document.visibilityState === 'visible') {
      check()
      return
    }
    const { xId } = readSession()
    const at = xId ? nextUpdateAt(xId) : Number.NaN
    if (Number.isNaN(at)) return
    const delay = Math.min(MAX_DELAY_MS, Math.max(0, at - Date.now()) + AFTER_UPDATE_MS)
    timer = setTimeout(() => check(true), delay)
  }

  const dropOlderThan = (updatedAt: string) => {
    const newer = Date.parse(updatedAt)
    void queryClient.invalidateQueries({
      predicate: ({ queryKey, state }) => {
        const isBoard = queryKey[0] === 'yarmerboard' || (queryKey[0] === ME && queryKey[2] === 'yarmerboard')
        const held = (state.data as { updatedAt?: unknown } | undefined)?.updatedAt
        return isBoard && typeof held === 'string' && Date.parse(held) < newer
      },
    })
  }

  let newest = Number.NEGATIVE_INFINITY
  const offCache = queryClient.getQueryCache().subscribe((event) => {
    const key: readonly unknown[] = event.query.queryKey
    const isBoard = key[0] === 'yarmerboard' || (key[0] === ME && key[2] === 'yarmerboard')
    // A copy put back from the persisted cache is fresh by its age but may still be last week's: fetched again.
    const restored = event.type === 'added' || (event.type === 'updated' && event.action.type === 'setState')
    if (restored && isBoard) {
      const restored = (event.query.state.data as { updatedAt?: unknown } | undefined)?.updatedAt
      if (typeof restored === 'string' && Date.parse(restored) < newest)
        void queryClient.invalidateQueries({ queryKey: key, exact: true })
      return
    }
    if (event.type !== 'updated' || event.action.type !== 'success') return
    const updatedAt = (event.action.data as { updatedAt?: unknown } | undefined)?.updatedAt
    // One board, standing or history of a newer week makes every older one cached last week's.
    if (isBoard && typeof updatedAt === 'string') {
      newest = Math.max(newest, Date.parse(updatedAt))
      dropOlderThan(updatedAt)
    }
    const { xId } = readSession()
    if (!xId) return
    const wanted: readonly unknown[] = standingKey(xId)
    if (key.length !== wanted.length || key.some((part, i) => part !== wanted[i])) return
    judge(xId, event.action.data as MyStanding)
  })
  const offSessionEnd = onUserSessionEnd((xId) => {
    forgetLastVisit(xId)
    void forgetStanding(xId).catch(() => {})
    void periodicSync().then((sync) => sync?.unregister(BADGE_SYNC_TAG).catch(() => {}))
    clearAppBadge()
  })
  // What was cached before this watcher started (it loads after the page).
  for (const query of queryClient.getQueryCache().getAll()) {
    const key: readonly unknown[] = query.queryKey
    const updatedAt = (query.state.data as { updatedAt?: unknown } | undefined)?.updatedAt
    if (
      (key[0] === 'yarmerboard' || (key[0] === ME && key[2] === 'yarmerboard')) &&
      typeof updatedAt === 'string'
    )
      newest = Math.max(newest, Date.parse(updatedAt))
  }
  if (Number.isFinite(newest)) dropOlderThan(new Date(newest).toISOString())
  mirrorStanding()
  if (readSession().xId) void registerPeriodicSync().catch(() => {})
  document.addEventListener('visibilitychange', onVisibility)
  // A start may follow days closed: a cached standing fresh by its age may be last week's.
  check(true)

  return () => {
    clearTimeout(timer)
    offCache()
    offSessionEnd()
    document.removeEventListener('visibilitychange', onVisibility)
  }
}

/** Copied where the service worker reads it: users who saw the board before the worker did this. */
function mirrorStanding(): void {
  const { xId, xHandle } = readSession()
  const seen = xId ? storedBoard(xId, BADGE_TIMEFRAME) : null
  const rank = seen && xHandle ? seen.ranks.get(xHandle.toLowerCase()) : undefined
  if (xId && xHandle && seen && rank !== undefined)
    void rememberStanding({ xId, xHandle, rank, updatedAt: seen.updatedAt }).catch(() => {})
}

interface PeriodicSyncManager {
  register(tag: string, options?: { minInterval?: number }): Promise<void>
  unregister(tag: string): Promise<void>
}

async function periodicSync(): Promise<PeriodicSyncManager | null> {
  if (!('serviceWorker' in navigator)) return null
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined)
  const sync = (registration as { periodicSync?: PeriodicSyncManager } | undefined)?.periodicSync
  return sync ?? null
}

/** Only where the browser grants it (an installed app it sees used): never a prompt. */
async function registerPeriodicSync(): Promise<void> {
  if (!('serviceWorker' in navigator) || !navigator.permissions) return
  await navigator.serviceWorker.ready
  const sync = await periodicSync()
  if (!sync) return
  const status = await navigator.permissions
    .query({ name: 'periodic-background-sync' as PermissionName })
    .catch(() => null)
  if (status?.state !== 'granted') return
  await sync.register(BADGE_SYNC_TAG, { minInterval: BADGE_SYNC_INTERVAL_MS }).catch(() => {})
}

async function requestOneOffSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined)
  const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)?.sync
  await sync?.register(BADGE_SYNC_TAG).catch(() => {})
}
