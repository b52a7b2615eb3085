import { createFileRoute, type SearchSchemaInput, stripSearchParams } from '@tanstack/react-router'
import { readSession } from '@/api/session'
import {
  BOARD_SEARCH_DEFAULTS,
  type BoardSearch,
  type BoardSearchInput,
  parseBoardSearch,
} from '@/features/boards/boardSearch'
import { YarmerboardPage } from '@/features/boards/YarmerboardPage'
import { prefetch } from '@/features/shell/prefetch'

export const Route = createFileRoute('/yarmerboard')({
  validateSearch: (search: BoardSearchInput & SearchSchemaInput): BoardSearch => parseBoardSearch(search),
  // Defaults stay out of the address bar: /yarmerboard, not /yarmerboard?page=1&timeframe=30d.
  search: { middlewares: [stripSearchParams(BOARD_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    const session = readSession()
    // With the page's own chunk, not in the entry every page loads; the loader does not wait for it.
    void import('@/features/boards/queries')
      .then(({ boardQueries }) => {
        prefetch(context.queryClient, boardQueries.page(deps))
        if (session.status === 'signedIn' && session.xId)
          prefetch(context.queryClient, boardQueries.me(session.xId, deps.timeframe))
      })
      .catch(() => {
        // The page imports the same module and shows any failure itself.
      })
  },
  component: YarmerboardRoute,
})

function YarmerboardRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <YarmerboardPage
      search={search}
      onSearchChange={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }) })}
    />
  )
}
