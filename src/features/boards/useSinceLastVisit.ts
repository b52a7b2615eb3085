import { useEffect, useMemo, useState } from 'react'
import type { BoardPage, MyStanding, Timeframe } from '@/api/yarmerboard'

export interface SinceLastVisit {
  /** Places each Yarmer on the page moved since the user's last visit, by lower-case handle (+ up, − down). */
  moves: ReadonlyMap<string, number>
  myMove: number | null
}

const NOTHING: SinceLastVisit = { moves: new Map(), myMove: null }

/** `shown`: not the previous page kept during a load. Seeing the board also clears the app badge. */
export function useSinceLastVisit(seen: {
  xId: string | null
  xHandle: string | null
  timeframe: Timeframe
  board: BoardPage | undefined
  shown: boolean
  standing: MyStanding | undefined
}): SinceLastVisit {
  const [visits, setVisits] = useState<typeof import('./lastVisit') | null>(null)
  const { xId, xHandle, timeframe, board, shown, standing } = seen
  useEffect(() => {
    if (!xId) return
    let current = true
    void import('./lastVisit').then((module) => current && setVisits(module)).catch(() => {})
    return () => {
      current = false
    }
  }, [xId])
  useEffect(() => visits?.showingBoard(), [visits])
  const since = useMemo(
    () =>
      visits && xId && board ? visits.sinceLastVisit({ xId, xHandle, timeframe, board, standing }) : NOTHING,
    [visits, xId, xHandle, timeframe, board, standing],
  )
  useEffect(() => {
    if (visits && xId && board && shown)
      return visits.rememberWhenSeen({ xId, xHandle, timeframe, board, standing })
  }, [visits, xId, xHandle, timeframe, board, shown, standing])
  return since
}
