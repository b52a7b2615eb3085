import { createMemoryHistory } from '@tanstack/react-router'
import { prerender } from 'react-dom/static'
import { App } from './App'
import { routeDataUrls, routeShowsFigures } from './features/shell/routeData'
import { routeMeta } from './features/shell/routeMeta'
import { createAppRouter, createQueryClient } from './router'

export { routeDataUrls, routeMeta, routeShowsFigures }

/** Renders one route to HTML at build time (the static export); no data is fetched. */
export async function renderRoute(url: string): Promise<{ html: string }> {
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient, {
    history: createMemoryHistory({ initialEntries: [url] }),
    scrollRestoration: false,
  })
  await router.load()
  const { prelude } = await prerender(<App queryClient={queryClient} router={router} />)
  const html = await new Response(prelude).text()
  // Queries created while rendering keep garbage-collection timers that would hold the build open.
  queryClient.clear()
  return { html }
}
