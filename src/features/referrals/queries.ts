import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { isApiError } from '@/api/ApiError'
import {
  getReferralInfo,
  getReferralRewards,
  getReferrals,
  type ReferralInfo,
  registerReferralCode,
} from '@/api/referrals'
import { ME } from '@/features/auth/queries'

export const REFERRALS_PAGE_SIZE = 10
const STALE_MS = 60_000

/** All of it is the signed-in user's own, under [ME, xId] so that sign-out drops it. */
export const referralQueries = {
  info: (xId: string) =>
    queryOptions({
      queryKey: [ME, xId, 'referrals', 'info'],
      meta: { persist: 'referralInfo' },
      queryFn: ({ signal }) => getReferralInfo(signal),
      staleTime: STALE_MS,
    }),
  list: (xId: string, page: number) =>
    queryOptions({
      queryKey: [ME, xId, 'referrals', 'list', page],
      meta: { persist: 'referralPage' },
      queryFn: ({ signal }) => getReferrals({ page, pageSize: REFERRALS_PAGE_SIZE }, signal),
      staleTime: STALE_MS,
    }),
  rewards: (xId: string) =>
    queryOptions({
      queryKey: [ME, xId, 'referrals', 'rewards'],
      meta: { persist: 'referralRewards' },
      queryFn: ({ signal }) => getReferralRewards(signal),
      staleTime: STALE_MS,
    }),
}

/** Registers who invited the user; their handle replaces the code field at once. */
export function useRegisterReferralCode(xId: string) {
  const queryClient = useQueryClient()
  const infoKey = referralQueries.info(xId).queryKey
  return useMutation({
    mutationKey: [ME, xId, 'referrals', 'register'],
    mutationFn: (code: string) => registerReferralCode(code),
    onSuccess: ({ referredBy }) => {
      queryClient.setQueryData<ReferralInfo>(infoKey, (info) => info && { ...info, referredBy })
    },
    onError: (error) => {
      // Someone was registered already (another tab, another device): show who.
      if (isApiError(error, 'REFERRER_ALREADY_SET')) void queryClient.invalidateQueries({ queryKey: infoKey })
    },
  })
}
