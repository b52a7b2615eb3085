import '@/styles/global.css'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './App'
import { guardSessionData } from './features/auth/sessionGuard'
import { announceDemoWallet } from './features/demo-wallet/announce'
import { captureInstallPrompt } from './features/pwa/pwaStore'
import { i18nStore, preferredLocale } from './i18n/i18nStore'
import { DEFAULT_LOCALE } from './i18n/locales'
import { createAppRouter, createQueryClient } from './router'

// After a deploy, an open page may ask for a lazy chunk that no longer exists: reload once to get the
// new version instead of breaking.
const RELOADED_FOR_CHUNK = 'yarm.reloadedForChunk'
window.addEventListener('vite:preloadError', (event) => {
  try {
    if (sessionStorage.getItem(RELOADED_FOR_CHUNK)) return
    sessionStorage.setItem(RELOADED_FOR_CHUNK, '1')
  } catch {
    return
  }
  event.preventDefault()
  window.location.reload()
})

// Demo builds only, like the dev panel: the condition is written out so that production builds drop
// the call and, with it, the import (scripts/check-build.mjs fails if the wallet ships). Announced
// before the app starts, so a reload finds the wallet a site had connected, as with an extension.
// /phone-wallet is the phone wallet page instead of the app (demo builds only: scripts/prerender.ts
// writes its HTML in demo builds alone, so elsewhere the address is the host's 404): a wallet app of
// its own, without the app's WalletConnect client, which would share this origin's storage with it.
const phoneWalletPage =
  import.meta.env.VITE_DEV_TOOLS === 'true' &&
  window.location.pathname.replace(/\/+$/, '') === '/phone-wallet'
if (import.meta.env.VITE_DEV_TOOLS === 'true' && !phoneWalletPage) announceDemoWallet()

async function start() {
  // The persisted cache is read from IndexedDB while the route's code loads and React hydrates (an
  // offline repeat visit shows it); it is applied once the page is hydrated, below.
  const persisted = import('./features/pwa/persistedStore').then(({ readPersisted }) => readPersisted())
  // A stored copy means a repeat visit, which shows it: the code that applies it (the persister, the
  // schemas that check it) is fetched now, in parallel with the route's code, not after hydration. A
  // first visit has none and leaves the bandwidth to the page.
  persisted
    .then((stored) => (stored ? import('./features/pwa/persistence') : null))
    .catch(() => {
      // Loaded again below, where a failure is handled.
    })
  captureInstallPrompt()
  const container = document.getElementById('root')
  if (!container) throw new Error('#root is missing from the page')
  const queryClient = createQueryClient()
  guardSessionData(queryClient)
  const router = createAppRouter(queryClient)
  const app = <App queryClient={queryClient} router={router} />
  // The static HTML is en-US; another language's catalogue is loaded first, so that the page switches
  // to it right after hydration, once, instead of showing English and then changing later.
  const locale = preferredLocale()
  if (locale !== DEFAULT_LOCALE) await i18nStore.setLocale(locale, { remember: false }).catch(() => {})
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
  try {
    sessionStorage.removeItem(RELOADED_FOR_CHUNK)
  } catch {
    // Storage blocked: nothing was set either.
  }
  // Neither is needed for the first paint: load them once the page is up.
  void import('./features/pwa/persistence').then(({ startPersistence }) =>
    startPersistence(
      queryClient,
      persisted.catch(() => null),
    ),
  )
  void import('./features/projects/voteQueueRunner').then(({ startVoteQueue }) => startVoteQueue(queryClient))
  void import('./features/boards/updateWatch').then(({ watchBoardUpdates }) => watchBoardUpdates(queryClient))
  void import('./features/pwa/serviceWorker').then(({ registerServiceWorker }) => registerServiceWorker())
}

if (import.meta.env.VITE_DEV_TOOLS === 'true' && phoneWalletPage) {
  const container = document.getElementById('root')
  if (container)
    void import('./features/demo-wallet/PhoneWalletPage').then(({ mountPhoneWallet }) =>
      mountPhoneWallet(container),
    )
} else void start()
