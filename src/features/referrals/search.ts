import { searchPage } from '@/lib/searchPage'

export interface ReferralSearch {
  page: number
}
export type ReferralSearchInput = Partial<ReferralSearch>
export const REFERRAL_SEARCH_DEFAULTS: ReferralSearch = { page: 1 }

/** Far past any real list; keeps a hostile `page` from reaching the API. */
const MAX_PAGE = 10_000

export function parseReferralSearch(raw: Record<string, unknown>): ReferralSearch {
  return { page: searchPage(raw.page, MAX_PAGE) }
}
