import type { Timeframe } from '@/api/yarmerboard'
import { searchPage } from '@/lib/searchPage'

/** Written out, not imported (a test checks they match), so that checking the URL keeps the API schemas out of the entry. */
export const BOARD_TIMEFRAMES = ['7d', '30d', '3m', 'all'] as const satisfies readonly Timeframe[]

export const SEARCH_MAX_LENGTH = 50
/** Far past any real board; keeps a hostile `page` from reaching the API as a 10-digit number. */
const MAX_PAGE = 100_000

export interface BoardSearch {
  timeframe: Timeframe
  page: number
  search: string
}

export type BoardSearchInput = Partial<BoardSearch>

/** 30 days: the headline board (the rank in UserInfo.yarmer, the one allocations follow), and the API's default. */
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
