/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { cacheNames, clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { registerRoute, setCatchHandler } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'
import { config } from './config'
import { BADGE_SYNC_TAG, checkBoardForBadge } from './features/boards/backgroundBadge'
import { contentTypeMatches } from './swCachePolicy'
import { SHELL_ENTRIES, type Shell } from './swPrecacheRepair'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[]
}

const AVATAR_BASE = `${import.meta.env.VITE_AVATAR_BASE_URL.replace(/\/+$/, '')}/twitter/`
const WEEK_SECONDS = 7 * 24 * 60 * 60

cleanupOutdatedCaches()

// The shell: every route's HTML and the first-load JS and CSS. A static host serves /yarmerboard from
// /yarmerboard/index.html, so navigations are matched the same way, whatever their query string.
const manifest = self.__WB_MANIFEST
precacheAndRoute(manifest, {
  ignoreURLParametersMatching: [/.*/],
  urlManipulation: ({ url }) => {
    const path = url.pathname.endsWith('/') ? `${url.pathname}index.html` : `${url.pathname}/index.html`
    return [new URL(path, url.origin)]
  },
})

// Code loaded on first need (the wallet runtime, WalletConnect): cached when first used, not before,
// and only when the answer is what the file name says (a host's HTML fallback is never kept as code).
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/assets/') &&
    request.destination === 'script',
  new CacheFirst({
    cacheName: 'yarm-lazy-code',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      {
        cacheWillUpdate: async ({ request, response }) =>
          contentTypeMatches(request.url, response.headers.get('content-type')) ? response : null,
      },
      new ExpirationPlugin({ maxEntries: 80, purgeOnQuotaError: true }),
    ],
  }),
)

// Avatars: the images are requested in CORS mode, so only real 200 answers are kept (never an
// opaque error), at most 300 for a week; a full disk empties this cache rather than failing.
registerRoute(
  ({ url }) => url.href.startsWith(AVATAR_BASE),
  new CacheFirst({
    cacheName: 'yarm-avatars',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: WEEK_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
)

// An address the shell does not know, offline: the not-found page rather than the browser's error.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache('/404.html')) ?? Response.error()
  return Response.error()
})

function shell(): Shell {
  const entries = manifest.map((entry) => {
    const url = new URL(typeof entry === 'string' ? entry : entry.url, self.location.href).href
    return { url, cacheKey: getCacheKeyForURL(url) ?? url }
  })
  return { cacheName: cacheNames.precache, entries }
}

/** A sync event (Background Sync, Periodic Background Sync): not in TypeScript's worker types yet. */
interface SyncLikeEvent extends ExtendableEvent {
  readonly tag: string
}

/**
 * The app badge after a weekly update while the app is closed or in the background (backgroundBadge.ts):
 * the headline board from the API the app uses, against the standing the page last showed the user.
 * A page of the app in view does this itself (updateWatch.ts). Silent where there is no Badging API;
 * a failed fetch rejects.
 */
async function checkBadge(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window' })
  if (windows.some((client) => client.visibilityState === 'visible')) return
  const workerNavigator = self.navigator as WorkerNavigator & {
    setAppBadge?: (count?: number) => Promise<void>
  }
  if (typeof workerNavigator.setAppBadge !== 'function') return
  await checkBoardForBadge(config.apiBaseUrl, (count) =>
    (workerNavigator.setAppBadge?.(count) ?? Promise.resolve()).catch(() => {}),
  )
}

for (const type of ['periodicsync', 'sync'])
  self.addEventListener(type, (event) => {
    const sync = event as SyncLikeEvent
    if (sync.tag !== BADGE_SYNC_TAG) return
    // A one-off sync whose fetch failed is run again by the browser; a periodic one waits for its next turn.
    sync.waitUntil(type === 'sync' ? checkBadge() : checkBadge().catch(() => {}))
  })

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type
  // A new version waits until the app asks for it (the "New version available, Reload" prompt).
  if (type === 'SKIP_WAITING') void self.skipWaiting()
  // The page keeps the shell whole itself (serviceWorker.ts, swPrecacheRepair.ts).
  if (type === SHELL_ENTRIES) event.ports[0]?.postMessage(shell())
})

clientsClaim()
