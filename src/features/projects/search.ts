import * as z from 'zod/mini'
import type { PreYarmSort, YarmStatus } from '@/api/projects'

/*
 * The contract's sorts and statuses (equal to those of the API module, a test checks). Written out
 * here, not imported, so that checking the URL does not put the API schemas in the entry every page
 * loads.
 */
const SORTS = ['votes', 'newest', 'mindshare'] as const satisfies readonly PreYarmSort[]
const STATUSES = ['live', 'upcoming', 'ended'] as const satisfies readonly YarmStatus[]

export interface PreYarmSearch {
  sort: PreYarmSort
}
export type PreYarmSearchInput = Partial<PreYarmSearch>
export const PRE_YARM_SEARCH_DEFAULTS: PreYarmSearch = { sort: 'votes' }

const preYarmSearchSchema = z.object({
  sort: z.catch(z.enum(SORTS), PRE_YARM_SEARCH_DEFAULTS.sort),
})

/** Pre-Yarms URL state; never throws: anything unknown becomes the default. */
export function parsePreYarmSearch(raw: Record<string, unknown>): PreYarmSearch {
  const parsed = preYarmSearchSchema.safeParse(raw)
  return parsed.success ? parsed.data : PRE_YARM_SEARCH_DEFAULTS
}

export interface YarmSearch {
  status: YarmStatus
}
export type YarmSearchInput = Partial<YarmSearch>
/** Live first: the Yarms someone can deposit into now. */
export const YARM_SEARCH_DEFAULTS: YarmSearch = { status: 'live' }

const yarmSearchSchema = z.object({
  status: z.catch(z.enum(STATUSES), YARM_SEARCH_DEFAULTS.status),
})

/** Yarms URL state; never throws: anything unknown becomes the default. */
export function parseYarmSearch(raw: Record<string, unknown>): YarmSearch {
  const parsed = yarmSearchSchema.safeParse(raw)
  return parsed.success ? parsed.data : YARM_SEARCH_DEFAULTS
}
