import '@/styles/global.css'
import type { Query } from '@tanstack/react-query'
import { type ReactNode, useLayoutEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './App'
import { readSession, subscribeSession } from './api/session'
import { guardSessionData } from './features/auth/sessionGuard'
import { announceDemoWallet } from './features/demo-wallet/announce'
import { persistedHint, takeEarlyPersisted } from './features/pwa/earlyPersisted'
import { captureInstallPrompt } from './features/pwa/pwaStore'
import { cacheHolds, firstRender, noteFocus } from './features/shell/firstRender'
import { i18nStore, preferredLocale } from './i18n/i18nStore'
import { DEFAULT_LOCALE } from './i18n/locales'
import { reloadForMissingChunk } from './lib/chunkReload'
import { dropEarlyTapOnSessionChange, markAppLive } from './lib/earlyTap'
import { withModule } from './lib/withModule'
import { createAppRouter, createQueryClient } from './router'

// After a deploy, an open page may ask for a lazy chunk that no longer exists (chunkReload).
window.addEventListener('vite:preloadError', (event) => reloadForMissingChunk(event))

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

/** Runs `start` once someone is signed in: now, or when a session begins. */
function whenSignedIn(start: () => void) {
  if (readSession().xId) {
    start()
    return
  }
  const off = subscribeSession(() => {
    if (!readSession().xId) return
    off()
    start()
  })
}

/** Once the page has loaded and the main thread is free: work that nothing on screen waits for. */
function whenIdle(start: () => void) {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 5000 }) : setTimeout(start, 1)
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}

/**
 * The app drawn fresh over the static page: until it is on screen, the static page's taps are kept
 * for their controls (public/early.js), since nothing of React's is listening there yet. Once it is,
 * `onLive` runs (the focus is given back).
 */
function AppLive({ children, onLive }: { children: ReactNode; onLive: () => void }) {
  useLayoutEffect(() => {
    markAppLive()
    onLive()
  }, [onLive])
  return children
}

/**
 * Whether a query holds data, or a fetch under way, that `wanted` accepts. (A disabled query, e.g. one
 * waiting for a session, does not count.)
 */
const active = (wanted: (query: Query) => boolean) => (query: Query) =>
  wanted(query) && (query.state.data !== undefined || query.state.fetchStatus !== 'idle')

const isBoardQuery = (query: Query) => {
  const key: readonly unknown[] = query.queryKey
  return key[0] === 'yarmerboard' || key[2] === 'yarmerboard'
}

async function start() {
  dropEarlyTapOnSessionChange(subscribeSession)
  // The persisted cache, when the last visit left the hint that it saved one: public/early.js started
  // reading it from IndexedDB as the HTML was parsed (a page without that script reads it here). The
  // code that restores and saves it is fetched at once when there is a copy, else only once the page
  // holds something worth saving (a first visit to a page without data never needs it).
  const persisted = !persistedHint.read()
    ? Promise.resolve(null)
    : (takeEarlyPersisted() ??
      import('./features/pwa/persistedStore').then(({ readPersisted }) => readPersisted()).catch(() => null))
  // Code out of reach (no service worker, a failing network) restores nothing: the page starts as on a
  // first visit instead of not at all.
  const persistenceNow = persisted.then((text) =>
    text === null ? null : import('./features/pwa/persistence').catch(() => null),
  )
  captureInstallPrompt()
  const container = document.getElementById('root')
  if (!container) throw new Error('#root is missing from the page')
  const queryClient = createQueryClient()
  guardSessionData(queryClient)
  const router = createAppRouter(queryClient)
  const app = <App queryClient={queryClient} router={router} />
  // A repeat visit's copy starts restoring now, so that the first render can draw it (firstRender).
  const persistence = persistenceNow.then((module) => module?.startPersistence(queryClient, persisted))
  // The static HTML is en-US; another language's catalogue is loaded first, so that the page switches
  // to it right after hydration, once, instead of showing English and then changing later.
  const locale = preferredLocale()
  if (locale !== DEFAULT_LOCALE) await i18nStore.setLocale(locale, { remember: false }).catch(() => {})
  if (container.firstElementChild) {
    const render = await firstRender({
      queryClient,
      restore: persistence,
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
    } else {
      // What was restored is what the last visit knew: shown at once, and fetched again by each query
      // the page shows, as when the copy arrived after the first render.
      if (render === 'restored') void queryClient.invalidateQueries({ refetchType: 'none' })
      createRoot(container).render(<AppLive onLive={noteFocus(container)}>{app}</AppLive>)
    }
  } else {
    markAppLive()
    createRoot(container).render(app)
  }
  // None of these is needed for the first paint, and each is fetched only once it has work to do.
  const startPersistence = () =>
    withModule(import('./features/pwa/persistence'), (module) =>
      module.startPersistence(queryClient, persisted),
    )
  void persistence.then((started) => {
    if (!started)
      void cacheHolds(
        queryClient,
        active((query) => query.meta?.persist !== undefined),
      ).then(startPersistence)
  })
  // Queued votes belong to a signed-in user: nothing to send, or to drop, before someone signs in.
  whenSignedIn(() =>
    withModule(import('./features/projects/voteQueueRunner'), ({ startVoteQueue }) =>
      startVoteQueue(queryClient),
    ),
  )
  // The badge follows the signed-in user's standing; a board on screen (even signed out) also has
  // older weeks' copies to drop when a newer one arrives.
  let watching = false
  const watch = () => {
    if (watching) return
    watching = true
    withModule(import('./features/boards/updateWatch'), ({ watchBoardUpdates }) =>
      watchBoardUpdates(queryClient),
    )
  }
  whenSignedIn(watch)
  void cacheHolds(queryClient, active(isBoardQuery)).then(watch)
  // The service worker caches the site for next time; it waits until this visit has loaded.
  whenIdle(() =>
    withModule(import('./features/pwa/serviceWorker'), ({ registerServiceWorker }) =>
      registerServiceWorker(),
    ),
  )
}

if (import.meta.env.VITE_DEV_TOOLS === 'true' && phoneWalletPage) {
  const container = document.getElementById('root')
  if (container)
    void import('./features/demo-wallet/PhoneWalletPage').then(({ mountPhoneWallet }) =>
      mountPhoneWallet(container),
    )
} else void start()
