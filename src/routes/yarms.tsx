import { createFileRoute, type SearchSchemaInput, stripSearchParams } from '@tanstack/react-router'
import { readSession } from '@/api/session'
import {
  parseYarmSearch,
  YARM_SEARCH_DEFAULTS,
  type YarmSearch,
  type YarmSearchInput,
} from '@/features/projects/search'
import { prefetch } from '@/features/shell/prefetch'
import { YarmsPage } from '@/features/yarms/YarmsPage'

export const Route = createFileRoute('/yarms')({
  validateSearch: (search: YarmSearchInput & SearchSchemaInput): YarmSearch => parseYarmSearch(search),
  search: { middlewares: [stripSearchParams(YARM_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const xId = readSession().xId
    // With the page's own chunk, not in the entry every page loads; the loader does not wait for it.
    void import('@/features/projects/queries')
      .then(({ projectQueries }) => prefetch(context.queryClient, projectQueries.yarms(deps.status, xId)))
      .catch(() => {
        // The page imports the same module and shows any failure itself.
      })
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
