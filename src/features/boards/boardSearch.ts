import type { Timeframe } from '@/api/yarmerboard'
import { searchPage } from '@/lib/searchPage'

/**
 * The contract's timeframes (equal to TIMEFRAMES of the API module, a test checks). Written out here,
 * not imported, so that checking the URL does not put the API schemas in the entry every page loads.
 */
export const BOARD_TIMEFRAMES = ['7d', '30d', '3m', 'all'] as const satisfies readonly Timeframe[]

/** The server's cap on `search`. */
export const SEARCH_MAX_LENGTH = 50
/** Far past any real board; keeps a hostile `page` from reaching the API as a 10-digit number. */
const MAX_PAGE = 100_000

export interface BoardSearch {
  timeframe: Timeframe
  page: number
  search: string
}

/** What links and navigation may pass: every key optional, the defaults fill the gaps. */
export type BoardSearchInput = Partial<BoardSearch>

/**
 * 30 days, not 7: the headline board is the 30-day one (it is the rank in UserInfo.yarmer and the one
 * Yarm allocations follow), and the API itself defaults to it.
 */
export const BOARD_SEARCH_DEFAULTS: BoardSearch = { timeframe: '30d', page: 1, search: '' }

/** The board's URL state; never throws: anything invalid or hostile becomes its default. */
export function parseBoardSearch(raw: Record<string, unknown>): BoardSearch {
  const { timeframe, search } = raw
  return {
    timeframe: BOARD_TIMEFRAMES.includes(timeframe as Timeframe)
      ? (timeframe as Timeframe)
      : BOARD_SEARCH_DEFAULTS.timeframe,
    page: searchPage(raw.page, MAX_PAGE),
    // `?search=123` arrives as a number too.
    search:
      typeof search === 'string' || (typeof search === 'number' && Number.isFinite(search))
        ? String(search).trim().slice(0, SEARCH_MAX_LENGTH)
        : BOARD_SEARCH_DEFAULTS.search,
  }
}
