import * as z from 'zod/mini'
import { config } from '@/config'
import { apiRequest } from './client'
import { buildUrl } from './http'
import { count, fraction, isoDate, pageFields } from './schemas'

export const TIMEFRAMES = ['7d', '30d', '3m', 'all'] as const
export const timeframeSchema = z.enum(TIMEFRAMES)
export type Timeframe = z.infer<typeof timeframeSchema>

const rank = z.number().check(z.int(), z.gte(1))

/** The handle is only checked for being text: one odd handle must not blank the board (the page checks it before linking). */
export const boardRowSchema = z.object({
  rank,
  rankChange: z.number().check(z.int()),
  isNew: z.boolean(),
  xHandle: z.string(),
  xName: z.string(),
  score: z.number().check(z.gte(0)),
  mindshare: fraction,
})
export type BoardRow = z.infer<typeof boardRowSchema>

export const boardPageSchema = z.object({
  timeframe: timeframeSchema,
  updatedAt: isoDate,
  nextUpdateAt: isoDate,
  ...pageFields,
  items: z.array(boardRowSchema),
})
export type BoardPage = z.infer<typeof boardPageSchema>

export const myStandingSchema = z.object({
  ranked: z.boolean(),
  rank: z.optional(z.nullable(rank)),
  rankChange: z.optional(z.nullable(z.number().check(z.int()))),
  total: count,
  /** The share of ranked Yarmers this user is ahead of, in percent (0–100). */
  percentile: z.optional(z.nullable(z.number().check(z.gte(0), z.lte(100)))),
  score: z.number().check(z.gte(0)),
  mindshare: fraction,
  breakdown: z.array(z.object({ key: z.string(), label: z.string(), value: z.number() })),
  neighbors: z.object({ above: z.array(boardRowSchema), below: z.array(boardRowSchema) }),
  updatedAt: isoDate,
})
export type MyStanding = z.infer<typeof myStandingSchema>

/** The signed-in user's last 12 weekly updates, oldest first (local API extension, server/README.md). */
export const rankHistorySchema = z.object({
  timeframe: timeframeSchema,
  updatedAt: isoDate,
  items: z
    .array(
      z.object({
        weekOf: isoDate,
        rank: z.nullable(rank),
        score: z.number().check(z.gte(0)),
      }),
    )
    .check(z.maxLength(104)),
})
export type RankHistory = z.infer<typeof rankHistorySchema>

export function getRankHistory(timeframe: Timeframe, signal?: AbortSignal) {
  return apiRequest('/v1/yarmerboard/user/history', {
    query: { timeframe },
    auth: true,
    schema: rankHistorySchema,
    signal,
  })
}

export interface BoardRequest {
  timeframe: Timeframe
  page: number
  pageSize: number
  search?: string
}

const boardQuery = ({ timeframe, page, pageSize, search }: BoardRequest) => ({
  timeframe,
  page,
  pageSize,
  search: search || undefined,
})

/** The board page's URL, as getYarmerboard asks for it: a prerendered page preloads it. */
export const yarmerboardUrl = (board: BoardRequest) =>
  buildUrl(config.apiBaseUrl, '/v1/yarmerboard', boardQuery(board))

export function getYarmerboard(board: BoardRequest, signal?: AbortSignal) {
  return apiRequest('/v1/yarmerboard', { query: boardQuery(board), schema: boardPageSchema, signal })
}

export function getMyStanding(timeframe: Timeframe, signal?: AbortSignal) {
  return apiRequest('/v1/yarmerboard/user', {
    query: { timeframe },
    auth: true,
    schema: myStandingSchema,
    signal,
  })
}
