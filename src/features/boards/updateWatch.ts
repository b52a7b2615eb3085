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
/** setTimeout's longest delay. */
const MAX_DELAY_MS = 2 ** 31 - 1

/**
 * The app badge after a weekly update: the number of places the user moved (up or down), set when the
 * app learns of an update the user has not seen on a board, cleared when they see one
 * (useSinceLastVisit). Started by main.tsx once the page is up; it runs only while a page of the app is
 * alive, open or in the background. It learns of an update:
 * - at start (a visit after the app was closed: the standing is fetched again, whatever the persisted
 *   cache holds);
 * - when the page comes back into view (the standing is fetched again when stale);
 * - while the page is hidden, at the board's next update (its nextUpdateAt, plus a minute): a hidden
 *   page's timers still run, if throttled;
 * - whenever the page itself fetches the user's standing on the headline board.
 * A closed or frozen app is the service worker's (backgroundBadge.ts): where the browser grants a
 * periodic background sync (an installed app), this registers one, and keeps the standing the user last
 * saw where the worker can read it; a hidden page's look that fails (offline) leaves the worker a
 * one-off background sync, run when the browser is online again. Elsewhere the badge appears at the next start if the user is not on
 * the board. Users who never saw the board on this device have nothing to compare with, and nothing is
 * fetched for them.
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

  /** Fetches the standing when stale (or always, `force`); its answer is judged by the cache subscription. */
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

  /** Board data of an older update than one just learnt of: fetched again (where shown) and never compared. */
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

  /** The latest update any board, standing or history has shown so far. */
  let newest = Number.NEGATIVE_INFINITY
  const offCache = queryClient.getQueryCache().subscribe((event) => {
    const key: readonly unknown[] = event.query.queryKey
    const isBoard = key[0] === 'yarmerboard' || (key[0] === ME && key[2] === 'yarmerboard')
    // A copy put back from the persisted cache arrives as a new query with data or a plain state change,
    // maybe after a newer week was learnt: fresh by its age, it is still last week's: fetched again.
    const restored = event.type === 'added' || (event.type === 'updated' && event.action.type === 'setState')
    if (restored && isBoard) {
      const restored = (event.query.state.data as { updatedAt?: unknown } | undefined)?.updatedAt
      if (typeof restored === 'string' && Date.parse(restored) < newest)
        void queryClient.invalidateQueries({ queryKey: key, exact: true })
      return
    }
    if (event.type !== 'updated' || event.action.type !== 'success') return
    const updatedAt = (event.action.data as { updatedAt?: unknown } | undefined)?.updatedAt
    // One board, standing or history of a newer week means every older one cached (a copy restored
    // from the persisted cache is fresh by its age, not by its week) is last week's.
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
  // What came before this watcher started (it loads after the page): the newest week already cached
  // makes every older board there last week's.
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
  // A start may follow days closed: what the persisted cache holds may be fresh by its age and still
  // be last week's board, so the standing is asked for again.
  check(true)

  return () => {
    clearTimeout(timer)
    offCache()
    offSessionEnd()
    document.removeEventListener('visibilitychange', onVisibility)
  }
}

/**
 * The standing the user last saw on the headline board (kept in localStorage by lastVisit.ts), copied
 * where the service worker reads it: users who saw the board before the worker did this, and the user
 * signed in now.
 */
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

/** The worker's periodic sync, where the browser has one (Chromium); null elsewhere or with no worker. */
async function periodicSync(): Promise<PeriodicSyncManager | null> {
  if (!('serviceWorker' in navigator)) return null
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined)
  const sync = (registration as { periodicSync?: PeriodicSyncManager } | undefined)?.periodicSync
  return sync ?? null
}

/**
 * Asks for a periodic background sync, so the worker badges the next update while the app is closed.
 * Only where the browser grants it (an installed app it sees used): never a prompt, silent elsewhere.
 */
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

/** One-off Background Sync (Chromium): the worker's check once the browser is online; silent elsewhere. */
async function requestOneOffSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined)
  const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)?.sync
  await sync?.register(BADGE_SYNC_TAG).catch(() => {})
}
