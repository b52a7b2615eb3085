import type { QueryClient } from '@tanstack/react-query'
import { type ReactNode, useLayoutEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { firstRender, noteFocus } from '@/features/shell/firstRender'
import { markAppLive } from '@/lib/earlyTap'
import type { createAppRouter } from '@/router'

/** Until it is on screen, the static page's taps are kept for their controls (public/early.js): nothing of React's listens there yet. */
function AppLive({ children, onLive }: { children: ReactNode; onLive: () => void }) {
  useLayoutEffect(() => {
    markAppLive()
    onLive()
  }, [onLive])
  return children
}

export interface RenderAppInput {
  container: HTMLElement
  app: ReactNode
  queryClient: QueryClient
  router: ReturnType<typeof createAppRouter>
  /** A repeat visit's copy being restored (persistence.startPersistence), or nothing to restore. */
  restore: Promise<{ restored: Promise<void> } | undefined>
}

export async function renderApp({ container, app, queryClient, router, restore }: RenderAppInput) {
  if (!container.firstElementChild) {
    markAppLive()
    createRoot(container).render(app)
    return
  }
  const render = await firstRender({
    queryClient,
    restore,
    routeLoaded: router.load(),
    preloaded: document.querySelector('link[rel="preload"][as="fetch"]') !== null,
  })
  if (render === 'hydrate') {
    // Taps from here on are React's; one made on the static page before is played back by its control.
    markAppLive()
    // Tell the router the markup came from a server render, so that it lays out the same Suspense
    // boundaries as the prerender did and React can adopt the HTML instead of redrawing it.
    router.ssr = { manifest: undefined }
    hydrateRoot(container, app)
    return
  }
  // What was restored is what the last visit knew: shown at once, and fetched again by each query
  // the page shows, as when the copy arrived after the first render.
  if (render === 'restored') void queryClient.invalidateQueries({ refetchType: 'none' })
  createRoot(container).render(<AppLive onLive={noteFocus(container)}>{app}</AppLive>)
}
