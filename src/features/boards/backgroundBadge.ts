import { createStore, del, get, promisifyRequest, set, type UseStore } from 'idb-keyval'
import * as z from 'zod/mini'
import { buildUrl } from '@/api/http'
import { isValidXHandle } from '@/lib/xHandle'

/**
 * The app badge while the app is closed or in the background: the service worker (sw.ts) looks at the
 * headline board on a periodic background sync (installed apps, where the browser grants it) and badges
 * the places the signed-in user moved since the board they last saw. The page keeps that last-seen
 * standing here, in IndexedDB (the worker has no localStorage), one entry per X user and a pointer to
 * the signed-in one; the worker reads it and the public board, never the user's tokens.
 * Shared by the page (updateWatch, lastVisit: loaded after first paint) and the worker.
 */

/** The board the badge follows: the headline one, as UserInfo.yarmer and Home. */
export const BADGE_TIMEFRAME = '30d'
/** The periodic sync (and the one-off sync after a failed look) the page registers and the worker answers. */
export const BADGE_SYNC_TAG = 'yarm-board-update'
/** Browsers run periodic syncs far less often than asked for; twice a day is plenty for a weekly board. */
export const BADGE_SYNC_INTERVAL_MS = 12 * 60 * 60 * 1000

const SIGNED_IN = 'signedIn'
const isXId = (value: string) => /^\d{1,25}$/.test(value)
const isoTime = z.string().check(
  z.maxLength(40),
  z.refine((value) => !Number.isNaN(Date.parse(value))),
)
const rank = z.number().check(z.int(), z.gte(1))

const standingSchema = z.object({
  xId: z.string().check(z.refine(isXId)),
  xHandle: z.string().check(z.refine(isValidXHandle)),
  /** The user's rank on the board they last saw, and that board's update. */
  rank,
  updatedAt: isoTime,
  /** The update the worker last badged: one badge per update, not one per sync. */
  badgedUpdatedAt: z.optional(isoTime),
})
export type KnownStanding = z.infer<typeof standingSchema>

/** Only what the check reads of the public board; the rest of a row is not looked at. */
const boardSchema = z.object({
  updatedAt: isoTime,
  items: z.array(z.object({ rank, xHandle: z.string() })).check(z.maxLength(100)),
})

let db: UseStore | undefined
const store = () => {
  db ??= createStore('yarm-badge', 'standings')
  return db
}

/** The signed-in user's last-seen standing; anything that fails the schema reads as none and is removed. */
export async function readKnownStanding(): Promise<KnownStanding | null> {
  const xId = await get<unknown>(SIGNED_IN, store())
  if (typeof xId !== 'string' || !isXId(xId)) return null
  const parsed = standingSchema.safeParse(await get<unknown>(xId, store()))
  if (parsed.success && parsed.data.xId === xId) return parsed.data
  await del(xId, store())
  return null
}

/**
 * The page's writes of the standing, one after another in the order they were asked: two boards
 * remembered at once (the fetched one, and an older copy put back from the cache), or a sign-out and the
 * next sign-in, must not interleave their reads and writes and leave the older state on top.
 */
let writes: Promise<unknown> = Promise.resolve()
function inTurn(write: () => Promise<void>): Promise<void> {
  const next = writes.then(write, write)
  writes = next.catch(() => {})
  return next
}

/**
 * Remembers the standing the user has seen (a later update than the one kept, or the same one): the
 * worker badges only a later update. Makes this user the signed-in one.
 */
export function rememberStanding(standing: Omit<KnownStanding, 'badgedUpdatedAt'>): Promise<void> {
  return inTurn(async () => {
    if (!standingSchema.safeParse(standing).success) return
    // One transaction: the page that keeps it may be closed a moment later.
    await store()(
      'readwrite',
      (standings) =>
        new Promise<void>((resolve, reject) => {
          const read = standings.get(standing.xId)
          read.onsuccess = () => {
            const held = standingSchema.safeParse(read.result)
            if (!held.success || Date.parse(standing.updatedAt) > Date.parse(held.data.updatedAt))
              standings.put({ ...standing }, standing.xId)
            // The same update again: what was badged for it stays badged.
            else if (standing.updatedAt === held.data.updatedAt)
              standings.put({ ...standing, badgedUpdatedAt: held.data.badgedUpdatedAt }, standing.xId)
            standings.put(standing.xId, SIGNED_IN)
            resolve(promisifyRequest(standings.transaction))
          }
          read.onerror = () => reject(read.error)
        }),
    )
  })
}

/** The user's session ended: nothing of theirs stays, and the worker has no one to badge for. */
export function forgetStanding(xId: string): Promise<void> {
  return inTurn(async () => {
    if (!isXId(xId)) return
    await del(xId, store())
    if ((await get<unknown>(SIGNED_IN, store())) === xId) await del(SIGNED_IN, store())
  })
}

/** The board's URL the check fetches: the headline board, narrowed to the user's handle. */
export const badgeBoardUrl = (apiBaseUrl: string, xHandle: string) =>
  buildUrl(apiBaseUrl, '/v1/yarmerboard', {
    timeframe: BADGE_TIMEFRAME,
    page: 1,
    pageSize: 100,
    search: xHandle,
  })

/**
 * Places moved, for the badge: null when the board is not of a later update than the one seen (or
 * already badged), or the user is not on it, or did not move.
 */
export function badgeFor(known: KnownStanding, board: unknown): { count: number; updatedAt: string } | null {
  const parsed = boardSchema.safeParse(board)
  if (!parsed.success) return null
  const { updatedAt, items } = parsed.data
  const at = Date.parse(updatedAt)
  if (at <= Date.parse(known.updatedAt)) return null
  if (known.badgedUpdatedAt && at <= Date.parse(known.badgedUpdatedAt)) return null
  const handle = known.xHandle.toLowerCase()
  const row = items.find((item) => item.xHandle.toLowerCase() === handle)
  if (!row || row.rank === known.rank) return null
  return { count: Math.abs(known.rank - row.rank), updatedAt }
}

/**
 * The worker's check: the board as it is now against the standing last seen; the count, once per update,
 * to `setBadge`. Any failure (offline, an odd answer) badges nothing; the next sync tries again.
 */
export async function checkBoardForBadge(
  apiBaseUrl: string,
  setBadge: (count: number) => Promise<void>,
  fetcher: typeof fetch = fetch,
): Promise<number | null> {
  const known = await readKnownStanding()
  if (!known) return null
  const response = await fetcher(badgeBoardUrl(apiBaseUrl, known.xHandle), {
    headers: { Accept: 'application/json' },
    credentials: 'omit',
    cache: 'no-store',
  })
  if (!response.ok) return null
  const badge = badgeFor(known, await response.json())
  if (!badge) return null
  await setBadge(badge.count)
  // Still this user's: a sign-out during the fetch leaves nothing behind.
  const now = await readKnownStanding()
  if (now?.xId === known.xId && now.updatedAt === known.updatedAt)
    await set(known.xId, { ...now, badgedUpdatedAt: badge.updatedAt }, store())
  return badge.count
}
