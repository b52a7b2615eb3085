import { useEffect, useMemo, useState } from 'react'
import type { BoardPage, MyStanding, Timeframe } from '@/api/yarmerboard'

type LastVisitModule = typeof import('./lastVisit')

export interface SinceLastVisit {
  /** Places each Yarmer on the page moved since the user's last visit, by lower-case handle (+ up, − down). */
  moves: ReadonlyMap<string, number>
  /** The user's own move since then; null when there is nothing to compare with. */
  myMove: number | null
}

const NO_MOVES: ReadonlyMap<string, number> = new Map()

interface Seen {
  xId: string | null
  xHandle: string | null
  timeframe: Timeframe
  /** The board page on screen; `shown` is false while it is the previous page kept during a load. */
  board: BoardPage | undefined
  shown: boolean
  standing: MyStanding | undefined
}

/**
 * What changed on this board since the signed-in user last saw it (lastVisit.ts, loaded after the page
 * is up), and remembering the board once it is on screen and the page is in view. Seeing the board
 * also clears the app badge (updateWatch.ts).
 */
export function useSinceLastVisit({ xId, xHandle, timeframe, board, shown, standing }: Seen): SinceLastVisit {
  const [visits, setVisits] = useState<LastVisitModule | null>(null)
  useEffect(() => {
    if (!xId) return
    let current = true
    void import('./lastVisit')
      .then((module) => {
        if (current) setVisits(module)
      })
      .catch(() => {})
    return () => {
      current = false
    }
  }, [xId])
  useEffect(() => visits?.showingBoard(), [visits])

  const updatedAt = board?.updatedAt
  const previous = visits && xId && updatedAt ? visits.previousBoard(xId, timeframe, updatedAt) : null
  const moves = useMemo(
    () => (visits && previous && board ? visits.movesSince(previous, board.items) : NO_MOVES),
    [visits, previous, board],
  )
  // The standing must be of the same update as the board, or the two would compare different weeks.
  const myRank = standing?.ranked && standing.updatedAt === updatedAt ? (standing.rank ?? null) : null
  const myBefore = previous && xHandle ? previous.ranks.get(xHandle.toLowerCase()) : undefined
  const myMove = myRank !== null && myBefore !== undefined ? myBefore - myRank : null

  useEffect(() => {
    if (!visits || !xId || !board || !shown) return
    const remember = () => {
      // A board drawn in a hidden page (a refetch in the background) has not been seen yet.
      if (document.visibilityState !== 'visible') return false
      const mine = myRank !== null && xHandle ? [{ xHandle, rank: myRank }] : []
      visits.rememberBoard(xId, timeframe, board.updatedAt, [...board.items, ...mine])
      visits.clearAppBadge()
      return true
    }
    if (remember()) return
    const onVisible = () => {
      if (remember()) document.removeEventListener('visibilitychange', onVisible)
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [visits, xId, xHandle, timeframe, board, shown, myRank])

  return { moves, myMove }
}
