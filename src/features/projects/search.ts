import type { PreYarmSort, YarmStatus } from '@/api/projects'
import { isValidXHandle } from '@/lib/xHandle'

// Written out, not imported (a test checks they match), so that checking the URL keeps the API schemas out of the entry.
const SORTS = ['votes', 'newest', 'mindshare'] as const satisfies readonly PreYarmSort[]
const STATUSES = ['live', 'upcoming', 'ended'] as const satisfies readonly YarmStatus[]

export interface PreYarmSearch {
  sort: PreYarmSort
}
export type PreYarmSearchInput = Partial<PreYarmSearch>
export const PRE_YARM_SEARCH_DEFAULTS: PreYarmSearch = { sort: 'votes' }

export function parsePreYarmSearch(raw: Record<string, unknown>): PreYarmSearch {
  return {
    sort: SORTS.includes(raw.sort as PreYarmSort) ? (raw.sort as PreYarmSort) : PRE_YARM_SEARCH_DEFAULTS.sort,
  }
}

export interface YarmSearch {
  status: YarmStatus
  /** The Yarmer whose link brought the visitor (`?via=handle`): deposits made here credit them. */
  via?: string
}
export type YarmSearchInput = Partial<YarmSearch>
/** Live first: the Yarms someone can deposit into now. */
export const YARM_SEARCH_DEFAULTS: YarmSearch = { status: 'live' }

export function parseYarmSearch(raw: Record<string, unknown>): YarmSearch {
  const status = STATUSES.includes(raw.status as YarmStatus)
    ? (raw.status as YarmStatus)
    : YARM_SEARCH_DEFAULTS.status
  // An X handle, with or without its @; anything else is dropped, never shown or credited.
  const handle = typeof raw.via === 'string' ? raw.via.replace(/^@/, '') : undefined
  // `via` stays as a key even when dropped: the router lays a route's search over the raw URL's, so an
  // absent key would let the unchecked value through.
  return { status, via: handle !== undefined && isValidXHandle(handle) ? handle : undefined }
}
