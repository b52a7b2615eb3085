import { createFileRoute, type SearchSchemaInput, stripSearchParams } from '@tanstack/react-router'
import { readSession } from '@/api/session'
import { MyReferralsPage } from '@/features/referrals/MyReferralsPage'
import {
  parseReferralSearch,
  REFERRAL_SEARCH_DEFAULTS,
  type ReferralSearch,
  type ReferralSearchInput,
} from '@/features/referrals/search'
import { prefetch } from '@/features/shell/prefetch'

export const Route = createFileRoute('/my-referrals')({
  validateSearch: (search: ReferralSearchInput & SearchSchemaInput): ReferralSearch =>
    parseReferralSearch(search),
  search: { middlewares: [stripSearchParams(REFERRAL_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const { status, xId } = readSession()
    if (status !== 'signedIn' || !xId) return
    // With the page's own chunk, not in the entry every page loads; the loader does not wait for it.
    void import('@/features/referrals/queries')
      .then(({ referralQueries }) => {
        prefetch(context.queryClient, referralQueries.info(xId))
        prefetch(context.queryClient, referralQueries.list(xId, deps.page))
        prefetch(context.queryClient, referralQueries.rewards(xId))
      })
      .catch(() => {
        // The page imports the same module and shows any failure itself.
      })
  },
  component: MyReferralsRoute,
})

function MyReferralsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <MyReferralsPage
      search={search}
      onSearchChange={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) })}
    />
  )
}
