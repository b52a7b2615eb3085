import { createStore, del, get, promisifyRequest, set, type UseStore } from 'idb-keyval'
import * as z from 'zod/mini'
import { buildUrl } from '@/api/http'
import { isValidXHandle } from '@/lib/xHandle'

/**
 * The service worker checks the headline board on a periodic sync and badges the places moved since the
 * standing kept here, in IndexedDB (it has no localStorage); never with the user's tokens.
 */

export const BADGE_TIMEFRAME = '30d'
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
  rank,
  updatedAt: isoTime,
  /** The update the worker last badged: one badge per update, not one per sync. */
  badgedUpdatedAt: z.optional(isoTime),
})
export type KnownStanding = z.infer<typeof standingSchema>

const boardSchema = z.object({
  updatedAt: isoTime,
  items: z.array(z.object({ rank, xHandle: z.string() })).check(z.maxLength(100)),
})

let db: UseStore | undefined
const store = () => {
  db ??= createStore('yarm-badge', 'standings')
  return db
}

export async function readKnownStanding(): Promise<KnownStanding | null> {
  const xId = await get<unknown>(SIGNED_IN, store())
  if (typeof xId !== 'string' || !isXId(xId)) return null
  const parsed = standingSchema.safeParse(await get<unknown>(xId, store()))
  if (parsed.success && parsed.data.xId === xId) return parsed.data
  await del(xId, store())
  return null
}

/** One after another: two boards remembered at once, or a sign-out and the next sign-in, must not interleave. */
let writes: Promise<unknown> = Promise.resolve()
function inTurn(write: () => Promise<void>): Promise<void> {
  const next = writes.then(write, write)
  writes = next.catch(() => {})
  return next
}

/** The worker badges only a later update than the one remembered. */
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

export function forgetStanding(xId: string): Promise<void> {
  return inTurn(async () => {
    if (!isXId(xId)) return
    await del(xId, store())
    if ((await get<unknown>(SIGNED_IN, store())) === xId) await del(SIGNED_IN, store())
  })
}

export const badgeBoardUrl = (apiBaseUrl: string, xHandle: string) =>
  buildUrl(apiBaseUrl, '/v1/yarmerboard', {
    timeframe: BADGE_TIMEFRAME,
    page: 1,
    pageSize: 100,
    search: xHandle,
  })

/** Null when the board is not of a later update than the one seen (or already badged), or the user did not move. */
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

/** Any failure (offline, an odd answer) badges nothing; the next sync tries again. */
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
