// @ts-check
import { z } from 'zod'
import { scoreBreakdown } from '../data/yarmers.js'
import { boardSchedule, boardWeek, currentBoards } from '../domain/boards.js'
import { rankHistory } from '../domain/history.js'
import { boardRow } from '../domain/users.js'
import { ok, validate } from '../http.js'
import { paginate, readPage, timeframeSchema } from '../schemas.js'
import { iso } from '../time.js'

/** @import { RequestContext } from '../context.js' */
/** @import { Route } from '../router.js' */

const boardQuery = z.object({
  timeframe: timeframeSchema,
  search: z.string().trim().max(50, 'At most 50 characters').optional(),
})

/** @param {RequestContext} ctx */
const schedule = (ctx) => boardSchedule(ctx.app)

/** @type {Route<RequestContext>[]} */
export const yarmerboardRoutes = [
  {
    method: 'GET',
    path: '/v1/yarmerboard',
    handler(ctx) {
      const { timeframe, search } = validate(boardQuery, ctx.query)
      const page = readPage(ctx.query)
      let rows = currentBoards(ctx.app)[timeframe].rows
      // People type handles with their @; the board stores them without.
      const needle = search?.replace(/^@/, '').toLowerCase()
      if (needle) {
        rows = rows.filter(
          (row) => row.xHandle.toLowerCase().includes(needle) || row.xName.toLowerCase().includes(needle),
        )
      }
      return ok({ timeframe, ...schedule(ctx), ...paginate(rows, page) })
    },
  },
  {
    method: 'GET',
    path: '/v1/yarmerboard/user',
    handler(ctx) {
      const user = ctx.user()
      const { timeframe } = validate(boardQuery, ctx.query)
      const { rows } = currentBoards(ctx.app)[timeframe]
      const row = boardRow(ctx.app, user.xHandle, timeframe)
      const { updatedAt } = schedule(ctx)
      if (!row) {
        return ok({
          ranked: false,
          total: rows.length,
          score: 0,
          mindshare: 0,
          breakdown: scoreBreakdown(user.xHandle, timeframe, 0),
          neighbors: { above: [], below: [] },
          updatedAt,
        })
      }
      const index = row.rank - 1
      return ok({
        ranked: true,
        rank: row.rank,
        rankChange: row.rankChange,
        total: rows.length,
        // The share of ranked Yarmers this one is ahead of, in percent.
        percentile: Math.round(((rows.length - row.rank) / rows.length) * 1000) / 10,
        score: row.score,
        mindshare: row.mindshare,
        breakdown: scoreBreakdown(user.xHandle, timeframe, row.score),
        neighbors: {
          above: rows.slice(Math.max(0, index - 2), index),
          below: rows.slice(index + 1, index + 3),
        },
        updatedAt,
      })
    },
  },
  {
    // An extension of the API contract (server/README.md): the signed-in user's last 12 weekly updates.
    method: 'GET',
    path: '/v1/yarmerboard/user/history',
    handler(ctx) {
      const user = ctx.user()
      const { timeframe } = validate(boardQuery, ctx.query)
      const row = boardRow(ctx.app, user.xHandle, timeframe)
      const { updated } = boardWeek(ctx.app)
      const items = rankHistory(
        {
          xHandle: user.xHandle,
          timeframe,
          updatedAt: updated,
          total: currentBoards(ctx.app)[timeframe].rows.length,
        },
        row,
      ).map(({ weekOf, rank, score }) => ({ weekOf: iso(weekOf), rank, score }))
      return ok({ timeframe, updatedAt: iso(updated), items })
    },
  },
]
