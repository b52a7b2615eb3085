// @ts-check
import { createRandom, hashString } from '../data/prng.js'
import { scoreAt, TIMEFRAMES } from '../data/yarmers.js'
import { iso, WEEK, weekStart } from '../time.js'

/** @import { App } from '../app.js' */
/** @import { Board, Row, Timeframe } from '../data/yarmers.js' */

/** How far a weekly update moves a Yarmer: their rank times e^(±this), roughly. */
const WEEKLY_SPREAD = 0.15

/**
 * The boards one weekly update after `boards`: every Yarmer's place moves by a seeded amount (the same
 * on every start), `rankChange` is the move, scores follow the new ranks and the mindshare curve stays.
 * Demo accounts move like everyone else, so a test can watch its own rank change.
 * @param {Record<Timeframe, Board>} boards
 * @param {number} week the update's number, 1 for the first one published early
 * @returns {Record<Timeframe, Board>}
 */
export function nextWeekBoards(boards, week) {
  return /** @type {Record<Timeframe, Board>} */ (
    Object.fromEntries(
      TIMEFRAMES.map((timeframe) => [timeframe, nextWeekBoard(boards[timeframe], timeframe, week)]),
    )
  )
}

/**
 * @param {Board} board
 * @param {Timeframe} timeframe
 * @param {number} week
 * @returns {Board}
 */
function nextWeekBoard(board, timeframe, week) {
  const random = createRandom(hashString(`week:${week}:${timeframe}`))
  const moved = board.rows
    .map((row) => ({ row, key: row.rank * Math.exp(WEEKLY_SPREAD * random.gaussian()) }))
    .sort((a, b) => a.key - b.key)
  /** @type {Row[]} */
  const rows = moved.map(({ row }, i) => ({
    ...row,
    rank: i + 1,
    rankChange: row.rank - (i + 1),
    isNew: false,
    score: scoreAt(i + 1, moved.length),
    // The share of attention follows the place, as on the seeded board.
    mindshare: board.rows[i]?.mindshare ?? 0,
  }))
  return { rows, byHandle: new Map(rows.map((row) => [row.xHandle.toLowerCase(), row])) }
}

/**
 * The boards as they stand now: the demo data's, moved on by every weekly update a test published
 * early (`POST /__test/advance-week`, dev only).
 * @param {App} app
 */
export const currentBoards = (app) => boardsAt(app, app.boardWeeks.weeksAhead)

/**
 * The boards `week` updates after the seeded ones, each built once per app.
 * @param {App} app
 * @param {number} week
 * @returns {Record<Timeframe, Board>}
 */
function boardsAt(app, week) {
  if (week === 0) return app.data.boards
  let boards = app.boardWeeks.built.get(week)
  if (!boards) {
    boards = nextWeekBoards(boardsAt(app, week - 1), week)
    app.boardWeeks.built.set(week, boards)
  }
  return boards
}

/**
 * When the boards were last recomputed (Monday 00:00 UTC, plus the weeks published early) and when
 * they will be next, in milliseconds.
 * @param {App} app
 */
export function boardWeek(app) {
  const updated = weekStart(app.now()) + app.boardWeeks.weeksAhead * WEEK
  return { updated, next: updated + WEEK }
}

/**
 * The schedule as the API answers it.
 * @param {App} app
 */
export function boardSchedule(app) {
  const { updated, next } = boardWeek(app)
  return { updatedAt: iso(updated), nextUpdateAt: iso(next) }
}
