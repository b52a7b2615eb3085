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
 * Whether the site's host answers at all. `/sw.js` is never precached, so the service worker passes the
 * request on. A chunk that failed while the host cannot be reached is only out of reach, not gone (WebKit
 * names no file in its error, and keeps `navigator.onLine` true when only the host is down).
 */
export async function hostAnswers(): Promise<boolean> {
  try {
    await fetch('/sw.js', { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(5_000) })
    return true
  } catch {
    return false
  }
}

/**
 * After a deploy, an open page may ask for a chunk that no longer exists: reloading brings the new version.
 * Once per failure: a file still failing after the reload is not a deploy's. Offline, with the host out of
 * reach, while the page is going, or with storage blocked (nothing could stop a loop), no reload. Resolves
 * to whether the page reloads. The import fails to its caller either way: the event is not cancelled, which
 * would make Vite resolve it to undefined, a module its caller would take apart (seen in Firefox: "TypeError:
 * (destructured parameter) is undefined" while the host was being asked).
 */
export async function reloadForMissingChunk(
  event: Event & { payload?: unknown },
  reload: () => void = () => window.location.reload(),
  reachable: () => Promise<boolean> = hostAnswers,
): Promise<boolean> {
  if (leaving || !navigator.onLine) return false
  const failure = event.payload instanceof Error ? event.payload.message : String(event.payload)
  const done = reloadedFor.read() ?? []
  if (done.includes(failure)) return false
  reloadedFor.write([...done, failure].slice(-REMEMBERED))
  if (!reloadedFor.read()?.includes(failure)) return false
  if (!(await reachable())) {
    // Not a deploy's: the same failure, once the host answers, may still be one.
    reloadedFor.write((reloadedFor.read() ?? []).filter((entry) => entry !== failure))
    return false
  }
  if (leaving) return false
  reload()
  return true
}
