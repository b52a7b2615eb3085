import type { Query, QueryClient } from '@tanstack/react-query'

export const RESTORE_WAIT_MS = 300
export const PRELOADED_DATA_WAIT_MS = 150

function holdsData(before = Number.POSITIVE_INFINITY) {
  return (query: Query) => query.state.data !== undefined && query.state.dataUpdatedAt < before
}

const holds = (queryClient: QueryClient, before?: number) =>
  queryClient.getQueryCache().getAll().some(holdsData(before))

/** False once `ms` have passed without one (when given; else it waits as long as the page lives). */
export function cacheHolds(
  queryClient: QueryClient,
  wanted: (query: Query) => boolean,
  ms?: number,
): Promise<boolean> {
  const cache = queryClient.getQueryCache()
  if (cache.getAll().some(wanted)) return Promise.resolve(true)
  return new Promise((resolve) => {
    const done = (value: boolean) => {
      clearTimeout(timer)
      off()
      resolve(value)
    }
    const timer = ms === undefined ? undefined : setTimeout(() => done(false), ms)
    const off = cache.subscribe((event) => {
      if (wanted(event.query)) done(true)
    })
  })
}

export interface FirstRenderInput {
  queryClient: QueryClient
  restore: Promise<{ restored: Promise<void> } | undefined>
  routeLoaded: Promise<unknown>
  preloaded: boolean
  /** When this page started (epoch ms): data older than that came from an earlier visit. */
  pageStartedAt?: number
}

/**
 * The prerendered page has no data: React adopts its markup ('hydrate') unless the cache already holds
 * data for the page, which the first render then draws ('fresh', or 'restored' from a repeat visit's
 * persisted copy): hydrating the skeleton and then drawing the data would do the work twice.
 */
export async function firstRender({
  queryClient,
  restore,
  routeLoaded,
  preloaded,
  pageStartedAt = performance.timeOrigin,
}: FirstRenderInput): Promise<'hydrate' | 'fresh' | 'restored'> {
  const restoredInTime = Promise.race([
    // A restore that fails restores nothing: the page starts as on a first visit.
    restore
      .then(async (started) => {
        if (!started) return false
        await started.restored
        return holds(queryClient)
      })
      .catch(() => false),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), RESTORE_WAIT_MS)),
  ])
  const [restored] = await Promise.all([restoredInTime, routeLoaded])
  if (restored) return 'restored'
  if (!preloaded || !(await cacheHolds(queryClient, holdsData(), PRELOADED_DATA_WAIT_MS))) return 'hydrate'
  // A copy whose restore ended after its wait, but before this render, is drawn as restored: its
  // queries are then fetched again. Its data is older than this page; what this page fetched is not.
  return holds(queryClient, pageStartedAt) ? 'restored' : 'fresh'
}

/**
 * A fresh render replaces the static page's nodes, so focus a keyboard user moved there would fall back to
 * the body. The returned function gives focus to the node drawn in the same place if it is the same control,
 * and only while nothing else has taken it meanwhile.
 */
export function noteFocus(container: HTMLElement): () => void {
  const focused = document.activeElement
  if (!(focused instanceof HTMLElement) || focused === container || !container.contains(focused))
    return () => {}
  const path: number[] = []
  for (let node: Element = focused; node !== container && node.parentElement; node = node.parentElement)
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node))
  const was = controlIdentity(focused)
  return () => {
    if (document.activeElement && document.activeElement !== document.body) return
    let node: Element | undefined = container
    for (const index of path) node = node?.children[index]
    if (node instanceof HTMLElement && controlIdentity(node) === was) node.focus({ preventScroll: true })
  }
}

const controlIdentity = (element: HTMLElement) =>
  [
    element.tagName,
    element.getAttribute('role'),
    element.getAttribute('href'),
    element.getAttribute('aria-label'),
    element.textContent?.trim(),
  ].join('\n')
