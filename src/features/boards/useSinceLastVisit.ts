import { useEffect, useMemo, useState } from 'react'
import type { BoardPage, MyStanding, Timeframe } from '@/api/yarmerboard'

export interface SinceLastVisit {
  /** Places each Yarmer on the page moved since the user's last visit, by lower-case handle (+ up, − down). */
  moves: ReadonlyMap<string, number>
  /** The user's own move since then; null when there is nothing to compare with. */
  myMove: number | null
}

const NOTHING: SinceLastVisit = { moves: new Map(), myMove: null }

/**
 * What changed on this board since the signed-in user last saw it, and remembering the board once it is
 * on screen (`shown`: not the previous page kept during a load) in a page in view; seeing it also clears
 * the app badge (updateWatch.ts). The work is in lastVisit.ts, loaded after the page is up.
 */
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
