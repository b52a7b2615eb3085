import { createFileRoute, type SearchSchemaInput, stripSearchParams } from '@tanstack/react-router'
import { readSession } from '@/api/session'
import { PreYarmsPage } from '@/features/pre-yarms/PreYarmsPage'
import {
  PRE_YARM_SEARCH_DEFAULTS,
  type PreYarmSearch,
  type PreYarmSearchInput,
  parsePreYarmSearch,
} from '@/features/projects/search'
import { prefetch } from '@/features/shell/prefetch'

export const Route = createFileRoute('/pre-yarms')({
  validateSearch: (search: PreYarmSearchInput & SearchSchemaInput): PreYarmSearch =>
    parsePreYarmSearch(search),
  search: { middlewares: [stripSearchParams(PRE_YARM_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const session = readSession()
    // With the page's own chunk, not in the entry every page loads; the loader does not wait for it.
    void import('@/features/projects/queries')
      .then(({ projectQueries }) => {
        prefetch(context.queryClient, projectQueries.preYarms(deps.sort))
        if (session.status === 'signedIn' && session.xId)
          prefetch(context.queryClient, projectQueries.userVotes(session.xId))
      })
      .catch(() => {
        // The page imports the same module and shows any failure itself.
      })
  },
  component: PreYarmsRoute,
})

function PreYarmsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <PreYarmsPage
      search={search}
      onSearchChange={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) })}
    />
  )
}
