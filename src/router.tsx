import { QueryClient } from '@tanstack/react-query'
import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { PersistedName } from '@/api/persisted'
import { queryRetryDelay, shouldRetryQuery } from '@/api/retry'
import { RouteError } from '@/features/shell/RouteError'
import { routeTree } from './routeTree.gen'

export interface RouterContext {
  queryClient: QueryClient
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        // Offline, queries wait for the network instead of failing; persisted data stays on screen.
        networkMode: 'offlineFirst',
        refetchOnWindowFocus: false,
        // Kept at least as long as the persisted copy (7 days) so that data restored offline stays.
        gcTime: 7 * 24 * 60 * 60 * 1000,
      },
      mutations: { networkMode: 'online' },
    },
  })
}

interface AppRouterOptions {
  history?: RouterHistory
  /** Off when prerendering: the router would inline a script, which our CSP does not allow. */
  scrollRestoration?: boolean
}

export function createAppRouter(queryClient: QueryClient, options: AppRouterOptions = {}) {
  return createRouter({
    routeTree,
    history: options.history,
    context: { queryClient },
    defaultPreload: 'intent',
    // The query cache is the data cache; the router should not hold its own copy.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    scrollRestoration: options.scrollRestoration ?? true,
  })
}

declare module '@tanstack/react-query' {
  interface Register {
    /** `persist` names the schema a query's data is saved and restored with (api/persisted.ts). */
    queryMeta: { persist?: PersistedName }
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
