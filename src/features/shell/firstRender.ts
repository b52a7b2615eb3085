import type { QueryClient } from '@tanstack/react-query'

/** How long the first render waits for a repeat visit's persisted copy to be restored. */
export const RESTORE_WAIT_MS = 300
/** How long the first render of a first visit waits for the data its page's HTML preloaded. */
export const PRELOADED_DATA_WAIT_MS = 150

/** Whether a query holds data (updated before `before`, when given). */
const holds = (queryClient: QueryClient, before = Number.POSITIVE_INFINITY) =>
  queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.data !== undefined && query.state.dataUpdatedAt < before)

/** Whether the query cache holds data, now or within `ms`. */
function holdsDataWithin(queryClient: QueryClient, ms: number): Promise<boolean> {
  if (holds(queryClient)) return Promise.resolve(true)
  return new Promise((resolve) => {
    const done = (value: boolean) => {
      clearTimeout(timer)
      off()
      resolve(value)
    }
    const timer = setTimeout(() => done(false), ms)
    const off = queryClient.getQueryCache().subscribe(() => {
      if (holds(queryClient)) done(true)
    })
  })
}

export interface FirstRenderInput {
  queryClient: QueryClient
  /** The restore of a persisted copy (persistence.startPersistence), or nothing to restore. */
  restore: Promise<{ restored: Promise<void> } | undefined>
  /** The route's code, loaded (router.load()). */
  routeLoaded: Promise<unknown>
  /** Whether the page's HTML preloaded the route's public data (scripts/prerender.ts). */
  preloaded: boolean
  /** When this page started (epoch ms): data older than that came from an earlier visit. */
  pageStartedAt?: number
}

/**
 * How the first render takes over the prerendered page, which has no data: React adopts its markup
 * ('hydrate'), unless the query cache already holds data for the page to draw, in which case the first
 * render draws it ('fresh', over the static page): hydrating the skeleton and then drawing the data
 * would do the page's work twice. The data comes from a repeat visit's persisted copy
 * ('restored', waited for while the route's code loads) or, on a first visit, from the answer the HTML
 * preloaded (waited for briefly once the code is in). Neither wait holds the page for long.
 */
export async function firstRender({
  queryClient,
  restore,
  routeLoaded,
  preloaded,
  pageStartedAt = performance.timeOrigin,
}: FirstRenderInput): Promise<'hydrate' | 'fresh' | 'restored'> {
  const restoredInTime = Promise.race([
    restore.then(async (started) => {
      if (!started) return false
      await started.restored
      return holds(queryClient)
    }),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), RESTORE_WAIT_MS)),
  ])
  const [restored] = await Promise.all([restoredInTime, routeLoaded])
  if (restored) return 'restored'
  if (!preloaded || !(await holdsDataWithin(queryClient, PRELOADED_DATA_WAIT_MS))) return 'hydrate'
  // A copy whose restore ended after its wait, but before this render, is drawn as restored: its
  // queries are then fetched again. Its data is older than this page; what this page fetched is not.
  return holds(queryClient, pageStartedAt) ? 'restored' : 'fresh'
}
