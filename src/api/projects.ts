import * as z from 'zod/mini'
import { config } from '@/config'
import { ApiError } from './ApiError'
import { apiRequest } from './client'
import { buildUrl } from './http'
import { count, decimal, fraction, isoDate } from './schemas'

const httpUrl = z.url({ protocol: /^https?$/ })
/** Links and logos come from project owners: one that is not http(s) is dropped, and the rest still shows. */
const optionalUrl = z.catch(z.optional(httpUrl), undefined)
const logoUrl = z.catch(z.nullable(httpUrl), null)
const chainId = z.number().check(z.int(), z.gt(0))

export const projectStatusSchema = z.enum(['voting', 'shortlisted', 'onboarding', 'launched'])
export type ProjectStatus = z.infer<typeof projectStatusSchema>

export const projectSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  logoUrl,
  description: z.string(),
  categories: z.array(z.string()),
  links: z.object({ website: optionalUrl, x: optionalUrl }),
  chainIds: z.array(chainId),
  /** `change` is the move since the last update, in the same unit (a fraction, may be negative). */
  mindshare: z.object({ value: fraction, change: z.number().check(z.gte(-1), z.lte(1)) }),
  votes: z.object({ count, share: fraction, rank: count }),
  status: projectStatusSchema,
})
export type Project = z.infer<typeof projectSchema>

export const PRE_YARM_SORTS = ['votes', 'newest', 'mindshare'] as const
export type PreYarmSort = (typeof PRE_YARM_SORTS)[number]

export const preYarmsSchema = z.object({
  round: z.object({ id: z.string(), status: z.string(), endsAt: isoDate }),
  items: z.array(projectSchema),
})
export type PreYarms = z.infer<typeof preYarmsSchema>

export const voteResultSchema = z.object({
  projectId: z.string(),
  voted: z.literal(true),
  votes: z.object({ count, rank: count }),
})
export type VoteResult = z.infer<typeof voteResultSchema>

export const userVotesSchema = z.object({
  votes: z.array(z.object({ projectId: z.string(), votedAt: isoDate })),
})
export type UserVotes = z.infer<typeof userVotesSchema>

export const YARM_STATUSES = ['live', 'upcoming', 'ended'] as const
export const yarmStatusSchema = z.enum(YARM_STATUSES)
export type YarmStatus = z.infer<typeof yarmStatusSchema>

const rank = z.number().check(z.int(), z.gte(1))

export const yarmSchema = z.object({
  id: z.string(),
  project: z.object({ id: z.string(), name: z.string(), logoUrl }),
  status: yarmStatusSchema,
  startsAt: isoDate,
  endsAt: isoDate,
  asset: z.object({ symbol: z.string() }),
  chains: z.array(z.object({ chainId, tvlCap: decimal, tvl: decimal })),
  tvl: decimal,
  tvlCap: decimal,
  /** Fractions; a high APY may pass 1 (100%). */
  apy: z.object({ base: z.number().check(z.gte(0)), bonus: z.number().check(z.gte(0)) }),
  withdrawalDelayDays: count,
  topYarmers: z.array(z.object({ rank, xHandle: z.string(), allocationCap: decimal, filled: decimal })),
  /** Only for a signed-in caller; `rank` is null while they are not on the board. */
  me: z.optional(
    z.object({ rank: z.nullable(rank), isTopYarmer: z.boolean(), allocationCap: decimal, filled: decimal }),
  ),
})
export type Yarm = z.infer<typeof yarmSchema>

export const yarmsSchema = z.object({ items: z.array(yarmSchema) })

/** What the local API's `GET /v1/projects/events` stream sends: every project's count, absolute. */
export const VOTE_EVENTS_PATH = '/v1/projects/events'
export const voteCountsSchema = z.object({
  items: z.array(z.object({ id: z.string(), count, share: fraction, rank: count })),
})
export type VoteCounts = z.infer<typeof voteCountsSchema>

/** The Pre-Yarms list's URL, as getPreYarms asks for it: a prerendered page preloads it. */
export const preYarmsUrl = (sort: PreYarmSort) => buildUrl(config.apiBaseUrl, '/v1/project/preyarm', { sort })

export function getPreYarms(sort: PreYarmSort, signal?: AbortSignal) {
  return apiRequest('/v1/project/preyarm', { query: { sort }, schema: preYarmsSchema, signal })
}

export function getUserVotes(signal?: AbortSignal) {
  return apiRequest('/v1/project/user-votes', { auth: true, schema: userVotesSchema, signal })
}

/**
 * A repeated vote (409 ALREADY_VOTED) is what the caller wanted: `votes: null`. The idempotency key names
 * this one vote: sent again with it (a retry, a queued vote), the server counts it once.
 */
export async function voteForProject(
  projectId: string,
  idempotencyKey: string,
): Promise<{ projectId: string; votes: VoteResult['votes'] | null }> {
  try {
    const result = await apiRequest(`/v1/project/vote/${encodeURIComponent(projectId)}`, {
      method: 'POST',
      auth: true,
      schema: voteResultSchema,
      headers: { 'Idempotency-Key': idempotencyKey },
    })
    return { projectId: result.projectId, votes: result.votes }
  } catch (error) {
    if (error instanceof ApiError && error.code === 'ALREADY_VOTED') return { projectId, votes: null }
    throw error
  }
}

export function getYarms(status: YarmStatus, options: { auth: boolean; signal?: AbortSignal }) {
  return apiRequest('/v1/project/yarm', {
    query: { status },
    auth: options.auth,
    schema: yarmsSchema,
    signal: options.signal,
  })
}
