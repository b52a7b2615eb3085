import { queryOptions } from '@tanstack/react-query'
import { getEligibility, getUserInfo } from '@/api/user'

/** Spec section 9: user info is stale, and collected, after three minutes. */
export const USER_INFO_TTL_MS = 180_000

/** Every query that belongs to the signed-in user starts with this root, so sign-out drops them all. */
export const ME = 'me' as const

export const userQueries = {
  info: (xId: string) =>
    queryOptions({
      queryKey: [ME, xId, 'info'],
      meta: { persist: 'userInfo' },
      queryFn: ({ signal }) => getUserInfo(xId, signal),
      staleTime: USER_INFO_TTL_MS,
      gcTime: USER_INFO_TTL_MS,
    }),
  eligibility: (xId: string) =>
    queryOptions({
      queryKey: [ME, xId, 'eligibility'],
      meta: { persist: 'eligibility' },
      queryFn: ({ signal }) => getEligibility(signal),
    }),
}
