import * as z from 'zod/mini'
import type { BoardPage, MyStanding, Timeframe } from '@/api/yarmerboard'
import { storedValue } from '@/lib/storage'
import { isValidXHandle } from '@/lib/xHandle'
import { BADGE_TIMEFRAME, rememberStanding } from './backgroundBadge'

/** What each signed-in user last saw of the boards, kept on the device, so that a return after an update can say what moved. */

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

export function storedBoard(xId: string, timeframe: Timeframe): SeenBoard | null {
  return toSeen(readLastVisit(xId)?.boards[timeframe])
}

/**
 * Held for the life of the page: once the new board is remembered, paging, a second table or the You card
 * must still compare with the one from before, as must the new board after an older cached copy showed.
 */
const previousBoards = new Map<string, SeenBoard | null>()

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

const myRank = ({ board, standing }: Seen) =>
  standing?.ranked && standing.updatedAt === board.updatedAt ? (standing.rank ?? null) : null

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
 * Only in a page in view: a board refetched in a hidden page has not been seen. On the headline board the
 * badge goes only once the standing is kept where the service worker reads it: an app closed right after a
 * glance must not leave last week's standing behind a cleared badge. Until the standing and the board are
 * of the same update, the badge stays.
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

export function forgetLastVisit(xId: string): void {
  if (isXId(xId)) store(xId).remove()
  for (const key of previousBoards.keys()) if (key.startsWith(`${xId}:`)) previousBoards.delete(key)
}

let boardsShown = 0
export function showingBoard(): () => void {
  boardsShown++
  return () => {
    boardsShown--
  }
}
export const isBoardInView = () => boardsShown > 0 && document.visibilityState === 'visible'

/** A refusal (not installed, permission) is not an error worth showing. */
export function setAppBadge(count: number): void {
  if ('setAppBadge' in navigator) void navigator.setAppBadge(count).catch(() => {})
}
export function clearAppBadge(): void {
  if ('clearAppBadge' in navigator) void navigator.clearAppBadge().catch(() => {})
}
