import { createFileRoute, type SearchSchemaInput, stripSearchParams } from '@tanstack/react-router'
import { readSession } from '@/api/session'
import { MyReferralsPage } from '@/features/referrals/MyReferralsPage'
import { referralQueries } from '@/features/referrals/queries'
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
    const session = readSession()
    if (session.status !== 'signedIn' || !session.xId) return
    prefetch(context.queryClient, referralQueries.info(session.xId))
    prefetch(context.queryClient, referralQueries.list(session.xId, deps.page))
    prefetch(context.queryClient, referralQueries.rewards(session.xId))
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
