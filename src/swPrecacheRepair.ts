/** One precached file: the address it is fetched from and the key workbox keeps it under. */
export interface PrecacheEntry {
  url: string
  cacheKey: string
}

/** The page asks its service worker for the shell's cache and files; the answer is a `Shell`. */
export const SHELL_ENTRIES = 'SHELL_ENTRIES'

export interface Shell {
  cacheName: string
  entries: PrecacheEntry[]
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>

/**
 * Puts back precached files the browser has dropped, fetched as workbox's install fetches them; returns how
 * many came back. The page does this, not the service worker: WebKit in a private (ephemeral) session
 * empties a cache that only its service worker has opened once that worker stops (after a visit to another
 * site, such as the X sign-in), keeping only the name, and drops what that worker puts back too; a cache a
 * page has opened is kept. Offline, the fetches fail and nothing is lost.
 */
export async function repairPrecache(cache: Cache, entries: readonly PrecacheEntry[], fetch: Fetch) {
  const kept = new Set((await cache.keys()).map((request) => request.url))
  const missing = entries.filter(({ cacheKey }) => !kept.has(cacheKey))
  const repaired = await Promise.all(
    missing.map(async ({ url, cacheKey }) => {
      const response = await fetch(url, { cache: 'reload', credentials: 'same-origin' }).catch(() => null)
      if (!response?.ok || response.redirected) return false
      await cache.put(cacheKey, response)
      return true
    }),
  )
  return repaired.filter(Boolean).length
}
