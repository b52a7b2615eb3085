import type { Query, QueryClient } from '@tanstack/react-query'

/** How long the first render waits for a repeat visit's persisted copy to be restored. */
export const RESTORE_WAIT_MS = 300
/** How long the first render of a first visit waits for the data its page's HTML preloaded. */
export const PRELOADED_DATA_WAIT_MS = 150

/** Accepts a query that holds data (updated before `before`, when given). */
function holdsData(before = Number.POSITIVE_INFINITY) {
  return (query: Query) => query.state.data !== undefined && query.state.dataUpdatedAt < before
}

const holds = (queryClient: QueryClient, before?: number) =>
  queryClient.getQueryCache().getAll().some(holdsData(before))

/**
 * Whether the query cache holds a query `wanted` accepts: true at once when it does, else when one
 * appears; false once `ms` have passed without one (when given: else it waits as long as the page lives).
 */
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
 * A fresh render replaces the static page's nodes with React's, so focus that a keyboard user moved there
 * before the app started would fall back to the page's body. Noted before the render: where the focused
 * node is (its child indexes under `container`) and what it is. The returned function, called once the
 * render is on screen, gives focus to the node drawn in that place if it is the same control, and only
 * while nothing else has taken the focus meanwhile.
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

/** What tells one control from another to a person: its kind, name and target. */
const controlIdentity = (element: HTMLElement) =>
  [
    element.tagName,
    element.getAttribute('role'),
    element.getAttribute('href'),
    element.getAttribute('aria-label'),
    element.textContent?.trim(),
  ].join('\n')
