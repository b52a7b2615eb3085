import { storedValue } from './storage'

/** The failures this tab already reloaded for (sessionStorage). */
const reloadedFor = storedValue<string[]>(
  'yarm.reloadedForChunk',
  (raw) =>
    Array.isArray(raw) && raw.every((entry): entry is string => typeof entry === 'string') ? raw : null,
  'session',
)
/** Enough for the deploys one tab lives through. */
const REMEMBERED = 20

/**
 * Vite's `vite:preloadError`: a lazy chunk failed to load. After a deploy, an open page may ask for one
 * that no longer exists, and reloading brings the new version instead of breaking. Once per failure (its
 * message names the file): a file still failing after the reload is not a deploy's, and reloading again
 * would only loop while the import's caller could carry on without it. Offline, the chunk is only out
 * of reach: a reload would not bring it and would throw away the page. With storage blocked, nothing
 * could stop a loop: no reload either. Returns whether the page reloads (the event is then cancelled,
 * so the import does not fail meanwhile).
 */
export function reloadForMissingChunk(
  event: Event & { payload?: unknown },
  reload: () => void = () => window.location.reload(),
): boolean {
  if (!navigator.onLine) return false
  const failure = event.payload instanceof Error ? event.payload.message : String(event.payload)
  const done = reloadedFor.read() ?? []
  if (done.includes(failure)) return false
  reloadedFor.write([...done, failure].slice(-REMEMBERED))
  if (!reloadedFor.read()?.includes(failure)) return false
  event.preventDefault()
  reload()
  return true
}
