import * as z from 'zod/mini'
import type { BoardPage, MyStanding, Timeframe } from '@/api/yarmerboard'
import { storedValue } from '@/lib/storage'
import { isValidXHandle } from '@/lib/xHandle'
import { BADGE_TIMEFRAME, rememberStanding } from './backgroundBadge'

/**
 * What each signed-in user last saw of the boards, kept on the device (localStorage, one entry per X
 * user id), so that a return after a weekly update can say what moved. Loaded after the page is up
 * (useSinceLastVisit, updateWatch), never on first load.
 */

/** Handles remembered per board: a few pages' worth is plenty to mark the rows a person looks at. */
export const SEEN_HANDLES_KEPT = 500

const isoTime = z.string().check(
  z.maxLength(40),
  z.refine((value) => !Number.isNaN(Date.parse(value))),
)
// Only the zod pieces the API's schemas already use (object, array, optional, refine): anything else
// would be bundled with them, into the first load.
const seenBoardSchema = z
  .object({
    updatedAt: isoTime,
    /** Lower-case handles and their ranks, side by side: no handle is ever a property name. */
    handles: z.array(z.string().check(z.refine(isValidXHandle))).check(z.maxLength(SEEN_HANDLES_KEPT)),
    ranks: z.array(z.number().check(z.int(), z.gte(1))).check(z.maxLength(SEEN_HANDLES_KEPT)),
  })
  .check(z.refine((board) => board.handles.length === board.ranks.length))
const lastVisitSchema = z.object({
  boards: z.object({
    '7d': z.optional(seenBoardSchema),
    '30d': z.optional(seenBoardSchema),
    '3m': z.optional(seenBoardSchema),
    all: z.optional(seenBoardSchema),
  }),
  /** The latest update the user has seen on a board (any timeframe): the app badge waits for a later one. */
  seenUpdatedAt: z.optional(isoTime),
})
type LastVisit = z.infer<typeof lastVisitSchema>

export interface SeenBoard {
  updatedAt: string
  /** Lower-case handle → rank, as the user saw it. */
  ranks: ReadonlyMap<string, number>
}

const isXId = (xId: string) => /^\d{1,25}$/.test(xId)

// An entry that fails the schema (corrupted, older, written by something else) reads as none and is removed.
const store = (xId: string) =>
  storedValue(`yarm.boards.lastVisit.${xId}`, (raw) => {
    const parsed = lastVisitSchema.safeParse(raw)
    return parsed.success ? parsed.data : null
  })

export function readLastVisit(xId: string): LastVisit | null {
  return isXId(xId) ? store(xId).read() : null
}

const later = (a: string, b: string) => Date.parse(a) > Date.parse(b)

function toSeen(board: LastVisit['boards'][Timeframe]): SeenBoard | null {
  if (!board) return null
  return {
    updatedAt: board.updatedAt,
    ranks: new Map(board.handles.map((handle, i) => [handle.toLowerCase(), board.ranks[i] ?? 0])),
  }
}

/** The board a user saw before, as stored (the app badge compares with it). */
export function storedBoard(xId: string, timeframe: Timeframe): SeenBoard | null {
  return toSeen(readLastVisit(xId)?.boards[timeframe])
}

/**
 * The board before each update shown, held for the life of the page: once the page remembers the new
 * board (below), paging, a second table or the You card must still compare with the one from before, and
 * so must the new board again after an older copy showed for a moment (the persisted cache put back).
 * Keyed by user, timeframe and update.
 */
const previousBoards = new Map<string, SeenBoard | null>()

/** The board this user saw before the update shown now (`updatedAt`); null when none, or the same update. */
export function previousBoard(xId: string, timeframe: Timeframe, updatedAt: string): SeenBoard | null {
  const key = `${xId}:${timeframe}:${updatedAt}`
  const held = previousBoards.get(key)
  if (held !== undefined) return held
  const stored = storedBoard(xId, timeframe)
  // Only an older update counts: a copy shown from the cache can be older than what another tab stored.
  const previous = stored && later(updatedAt, stored.updatedAt) ? stored : null
  previousBoards.set(key, previous)
  return previous
}

/**
 * Remembers what the user has just been shown of a board: the ranks it showed (merged with the rest of
 * the same update already seen) and that this update has been seen.
 */
export function rememberBoard(
  xId: string,
  timeframe: Timeframe,
  updatedAt: string,
  rows: readonly { xHandle: string; rank: number }[],
): void {
  if (!isXId(xId)) return
  // What came before is taken first, so the comparison survives the write.
  previousBoard(xId, timeframe, updatedAt)
  const entry: LastVisit = readLastVisit(xId) ?? { boards: {} }
  const stored = entry.boards[timeframe]
  // Never back to an older update (a cached copy shown for a moment).
  if (stored && later(stored.updatedAt, updatedAt)) return
  const ranks = new Map(stored?.updatedAt === updatedAt ? toSeen(stored)?.ranks : [])
  for (const row of rows) {
    if (!isValidXHandle(row.xHandle)) continue
    const handle = row.xHandle.toLowerCase()
    // The latest seen go last, and the oldest are dropped first.
    ranks.delete(handle)
    ranks.set(handle, row.rank)
  }
  const seenUpdatedAt =
    entry.seenUpdatedAt && later(entry.seenUpdatedAt, updatedAt) ? entry.seenUpdatedAt : updatedAt
  const kept = [...ranks].slice(-SEEN_HANDLES_KEPT)
  store(xId).write({
    boards: {
      ...entry.boards,
      [timeframe]: {
        updatedAt,
        handles: kept.map(([handle]) => handle),
        ranks: kept.map(([, rank]) => rank),
      },
    },
    seenUpdatedAt,
  })
}

/** Places moved since then, by lower-case handle: positive up, negative down; unmoved and unknown left out. */
export function movesSince(
  previous: SeenBoard | null,
  rows: readonly { xHandle: string; rank: number }[],
): Map<string, number> {
  const moves = new Map<string, number>()
  if (!previous) return moves
  for (const row of rows) {
    const handle = row.xHandle.toLowerCase()
    const before = previous.ranks.get(handle)
    if (before !== undefined && before !== row.rank) moves.set(handle, before - row.rank)
  }
  return moves
}

export interface Seen {
  xId: string
  xHandle: string | null
  timeframe: Timeframe
  board: BoardPage
  standing: MyStanding | undefined
}

/** The user's own rank on this board, when their standing is of the same update as the board. */
const myRank = ({ board, standing }: Seen) =>
  standing?.ranked && standing.updatedAt === board.updatedAt ? (standing.rank ?? null) : null

/** What moved on the board shown since the user's last visit: each row's move, and their own. */
export function sinceLastVisit(seen: Seen): { moves: Map<string, number>; myMove: number | null } {
  const previous = previousBoard(seen.xId, seen.timeframe, seen.board.updatedAt)
  const rank = myRank(seen)
  const before = previous && seen.xHandle ? previous.ranks.get(seen.xHandle.toLowerCase()) : undefined
  return {
    moves: movesSince(previous, seen.board.items),
    myMove: rank !== null && before !== undefined ? before - rank : null,
  }
}

/**
 * Remembers the board once it is seen, in a page in view (a board drawn in a hidden page, refetched in
 * the background, has not been seen yet), and clears the app badge; returns the wait's cleanup.
 * On the headline board the badge goes only once the user's standing seen is kept where the service
 * worker reads it (IndexedDB, a moment later): an app closed right after a glance at the new week must
 * not leave last week's standing behind a cleared badge, or the worker compares the next update with
 * that. Until the user's standing and the board shown are of the same update (one of them still
 * loading, or an older copy of the board put back from the cache), the badge stays.
 */
export function rememberWhenSeen(seen: Seen): () => void {
  const remember = () => {
    if (document.visibilityState !== 'visible') return false
    const rank = myRank(seen)
    const mine = rank !== null && seen.xHandle ? [{ xHandle: seen.xHandle, rank }] : []
    rememberBoard(seen.xId, seen.timeframe, seen.board.updatedAt, [...seen.board.items, ...mine])
    if (seen.timeframe !== BADGE_TIMEFRAME || !seen.xHandle || seen.standing?.ranked === false)
      clearAppBadge()
    else if (rank !== null)
      // What the service worker compares with while the app is closed (backgroundBadge.ts).
      void rememberStanding({ xId: seen.xId, xHandle: seen.xHandle, rank, updatedAt: seen.board.updatedAt })
        .catch(() => {})
        .then(clearAppBadge)
    return true
  }
  const onVisible = () => {
    if (remember()) document.removeEventListener('visibilitychange', onVisible)
  }
  if (!remember()) document.addEventListener('visibilitychange', onVisible)
  return () => document.removeEventListener('visibilitychange', onVisible)
}

/** Removes what a user saw (their session ended: nothing of theirs stays on the device). */
export function forgetLastVisit(xId: string): void {
  if (isXId(xId)) store(xId).remove()
  for (const key of previousBoards.keys()) if (key.startsWith(`${xId}:`)) previousBoards.delete(key)
}

/** Boards on screen now; the app badge is for news the user is not looking at. */
let boardsShown = 0
export function showingBoard(): () => void {
  boardsShown++
  return () => {
    boardsShown--
  }
}
export const isBoardInView = () => boardsShown > 0 && document.visibilityState === 'visible'

/**
 * The app badge (Badging API: installed apps, where the browser has it; nothing happens elsewhere).
 * A refusal (not installed, permission) is not an error worth showing.
 */
export function setAppBadge(count: number): void {
  if ('setAppBadge' in navigator) void navigator.setAppBadge(count).catch(() => {})
}
export function clearAppBadge(): void {
  if ('clearAppBadge' in navigator) void navigator.clearAppBadge().catch(() => {})
}
