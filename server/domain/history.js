// @ts-check
import { createRandom, hashString } from '../data/prng.js'
import { WEEK } from '../time.js'

/** Weekly updates a history shows, the latest last. */
export const HISTORY_WEEKS = 12

/**
 * A Yarmer's rank and score over the last `HISTORY_WEEKS` weekly updates, oldest first, ending at the
 * board as it stands (`row`): the week before moves by the row's own rank change, and the weeks before
 * that walk back from there, seeded by handle and timeframe, so a demo account's history is the same on
 * every start and every machine. Not on the board: no rank, a score of 0.
 * @param {{ xHandle: string, timeframe: string, updatedAt: number, total: number }} who
 * @param {{ rank: number, rankChange: number, score: number } | undefined} row
 */
export function rankHistory({ xHandle, timeframe, updatedAt, total }, row) {
  const weeks = Array.from({ length: HISTORY_WEEKS }, (_, i) => updatedAt - (HISTORY_WEEKS - 1 - i) * WEEK)
  if (!row) return weeks.map((weekOf) => ({ weekOf, rank: null, score: 0 }))
  const random = createRandom(hashString(`history:${timeframe}:${xHandle.toLowerCase()}`))
  const clampRank = (/** @type {number} */ rank) => Math.min(total, Math.max(1, Math.round(rank)))
  /** @type {{ rank: number, score: number }[]} */
  const back = [{ rank: row.rank, score: row.score }]
  for (let i = 1; i < HISTORY_WEEKS; i++) {
    const later = back[i - 1] ?? { rank: row.rank, score: row.score }
    const step = Math.max(2, later.rank * 0.12)
    const rank =
      i === 1 ? clampRank(row.rank + row.rankChange) : clampRank(later.rank + (random.next() - 0.45) * step)
    // Scores mostly grew week on week: earlier ones are a little lower.
    const score = Math.max(0, Math.round(later.score * (0.9 + random.next() * 0.12) * 10) / 10)
    back.push({ rank, score })
  }
  back.reverse()
  return weeks.map((weekOf, i) => ({ weekOf, ...(back[i] ?? { rank: null, score: 0 }) }))
}
