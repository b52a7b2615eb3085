import '@/styles/global.css'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './App'
import { createAppRouter, createQueryClient } from './router'

async function start() {
  const container = document.getElementById('root')
  if (!container) throw new Error('#root is missing from the page')
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient)
  const app = <App queryClient={queryClient} router={router} />
  if (container.firstElementChild) {
    // The page was prerendered: load the route's code first so that React adopts the markup as is.
    await router.load()
    // Tell the router the markup came from a server render, so that it lays out the same Suspense
    // boundaries as the prerender did and React can adopt the HTML instead of redrawing it.
    router.ssr = { manifest: undefined }
    hydrateRoot(container, app)
  } else {
    createRoot(container).render(app)
  }
}

void start()
