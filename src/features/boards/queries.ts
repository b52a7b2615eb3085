import { queryOptions } from '@tanstack/react-query'
import { getMyStanding, getRankHistory, getYarmerboard, type Timeframe } from '@/api/yarmerboard'
import { ME } from '@/features/auth/queries'
import { BOARD_KEY } from './boardKeys'

export const BOARD_PAGE_SIZE = 50
/** The board is recomputed weekly; a few minutes of cache costs nothing and makes paging back instant. */
const BOARD_STALE_MS = 5 * 60_000

export const boardQueries = {
  page: ({ timeframe, page, search }: { timeframe: Timeframe; page: number; search: string }) =>
    queryOptions({
      queryKey: [BOARD_KEY, timeframe, { page, search }],
      meta: { persist: 'yarmerboard' },
      queryFn: ({ signal }) =>
        getYarmerboard({ timeframe, page, pageSize: BOARD_PAGE_SIZE, search: search || undefined }, signal),
      staleTime: BOARD_STALE_MS,
    }),
  /** The signed-in user's standing; under [ME, xId] so that sign-out drops it. */
  me: (xId: string, timeframe: Timeframe) =>
    queryOptions({
      queryKey: [ME, xId, BOARD_KEY, timeframe],
      meta: { persist: 'myStanding' },
      queryFn: ({ signal }) => getMyStanding(timeframe, signal),
      staleTime: BOARD_STALE_MS,
    }),
  history: (xId: string, timeframe: Timeframe) =>
    queryOptions({
      queryKey: [ME, xId, BOARD_KEY, timeframe, 'history'],
      meta: { persist: 'rankHistory' },
      queryFn: ({ signal }) => getRankHistory(timeframe, signal),
      staleTime: BOARD_STALE_MS,
    }),
}
