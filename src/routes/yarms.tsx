import { createFileRoute, type SearchSchemaInput, stripSearchParams } from '@tanstack/react-router'
import { readSession } from '@/api/session'
import { projectQueries } from '@/features/projects/queries'
import {
  parseYarmSearch,
  YARM_SEARCH_DEFAULTS,
  type YarmSearch,
  type YarmSearchInput,
} from '@/features/projects/search'
import { YarmsPage } from '@/features/projects/YarmsPage'
import { prefetch } from '@/features/shell/prefetch'

export const Route = createFileRoute('/yarms')({
  validateSearch: (search: YarmSearchInput & SearchSchemaInput): YarmSearch => parseYarmSearch(search),
  search: { middlewares: [stripSearchParams(YARM_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const session = readSession()
    prefetch(
      context.queryClient,
      projectQueries.yarms(deps.status, session.status === 'signedIn' ? session.xId : null),
    )
  },
  component: YarmsRoute,
})

function YarmsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <YarmsPage
      search={search}
      onSearchChange={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) })}
    />
  )
}
