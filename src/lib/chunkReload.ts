import { storedValue } from './storage'

/** The build the page runs, named in its HTML, and the build the host serves now (scripts/buildId.ts). */
export const BUILD_META = 'yarm-build'
export const BUILD_FILE = '/build.json'

/** The builds this tab reloaded for: a page still on its old build after one (its service worker's shell) is not reloaded again. */
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

/** The build this page runs; none in development, where nothing is deployed over it. */
export function runningBuild(): string | null {
  return document.querySelector<HTMLMetaElement>(`meta[name="${BUILD_META}"]`)?.content || null
}

/**
 * The build the site's host serves now, or null when it cannot be reached or answers otherwise. The file is
 * never precached, so the service worker passes the request on.
 */
export async function servedBuild(): Promise<string | null> {
  try {
    const response = await fetch(BUILD_FILE, { cache: 'no-store', signal: AbortSignal.timeout(5_000) })
    if (!response.ok) return null
    const body: unknown = await response.json()
    const id = typeof body === 'object' && body !== null ? (body as { id?: unknown }).id : undefined
    return typeof id === 'string' && id !== '' ? id : null
  } catch {
    return null
  }
}

/**
 * After a deploy, an open page may ask for a chunk its build had and the host no longer has: reloading brings
 * the new build. Only then: a chunk that failed while the host still serves this page's build, or cannot be
 * reached, is out of reach, not gone, and reloading would lose what the person had on the page (WebKit names
 * no file in its error, and keeps `navigator.onLine` true when only the host is down). Once per new build, so
 * a page still on the old one after the reload (a service worker's shell) does not loop; never while the
 * page is going, offline, or with storage blocked (nothing could stop a loop). Resolves to whether the page
 * reloads. The import fails to its caller either way: the event is not cancelled, which would make Vite
 * resolve it to undefined, a module its caller would take apart (seen in Firefox: "TypeError: (destructured
 * parameter) is undefined" while the host was being asked).
 */
export async function reloadForMissingChunk(
  reload: () => void = () => window.location.reload(),
  served: () => Promise<string | null> = servedBuild,
  running: string | null = runningBuild(),
): Promise<boolean> {
  if (leaving || !navigator.onLine) return false
  const deployed = await served()
  if (deployed === null || deployed === running || leaving) return false
  const done = reloadedFor.read() ?? []
  if (done.includes(deployed)) return false
  reloadedFor.write([...done, deployed].slice(-REMEMBERED))
  if (!reloadedFor.read()?.includes(deployed)) return false
  reload()
  return true
}
