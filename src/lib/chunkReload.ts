import { storedValue } from './storage'

const reloadedFor = storedValue<string[]>(
  'yarm.reloadedForChunk',
  (raw) =>
    Array.isArray(raw) && raw.every((entry): entry is string => typeof entry === 'string') ? raw : null,
  'session',
)
/** Enough for the deploys one tab lives through. */
const REMEMBERED = 20

/**
 * A load the page gives up as it goes (a reload or a link the person followed) can fail like a missing file;
 * reloading for it would cut off where the person was going.
 */
let leaving = false
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leaving = true
  })
  // Back from the back-forward cache: live again.
  window.addEventListener('pageshow', () => {
    leaving = false
  })
}

/**
 * After a deploy, an open page may ask for a chunk that no longer exists: reloading brings the new version.
 * Once per failure: a file still failing after the reload is not a deploy's. Offline, while the page is
 * going, or with storage blocked (nothing could stop a loop), no reload. Returns whether the page reloads.
 */
export function reloadForMissingChunk(
  event: Event & { payload?: unknown },
  reload: () => void = () => window.location.reload(),
): boolean {
  if (leaving || !navigator.onLine) return false
  const failure = event.payload instanceof Error ? event.payload.message : String(event.payload)
  const done = reloadedFor.read() ?? []
  if (done.includes(failure)) return false
  reloadedFor.write([...done, failure].slice(-REMEMBERED))
  if (!reloadedFor.read()?.includes(failure)) return false
  event.preventDefault()
  reload()
  return true
}
