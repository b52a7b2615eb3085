import { storedValue } from '@/lib/storage'

/**
 * public/early.js, a plain script every page loads async beside the app's code (so it runs first, and
 * script-src 'self' allows it), starts reading the persisted query cache from IndexedDB (the entry
 * persistedStore.ts names) as the HTML is parsed, instead of once the app's code has loaded: a repeat
 * visit restores it before its first render (main.tsx), and offline that render waits on it. It opens
 * the database without a version and aborts the upgrade of one that does not exist, so a first visit
 * creates nothing that would keep idb-keyval from creating the store when the app first saves. It
 * reads only when `persistedHint` says a copy was saved: a first visit waits on nothing.
 *
 * The read that script started, taken
 * once; null when it did not start (storage blocked, the script not run yet), and the app reads the
 * store itself (persistedStore.readPersisted). Whatever the window holds is untrusted: anything but a
 * promise is ignored, and anything but a string it gives is no copy (the text is parsed and checked
 * later, by persistence.keepValidQueries, as a read of the store's would be).
 */
export function takeEarlyPersisted(): Promise<string | null> | null {
  const early = window as { yarmPersisted?: unknown }
  const read = early.yarmPersisted
  delete early.yarmPersisted
  if (!(read instanceof Promise)) return null
  return read.then(
    (value: unknown) => (typeof value === 'string' ? value : null),
    () => null,
  )
}

/**
 * Set once the persisted cache has been saved (persistence.ts), removed with it: whether there is a copy
 * to wait for before the first render, known without opening IndexedDB. A stale hint (the database
 * cleared on its own) costs one read that finds nothing.
 */
export const persistedHint = storedValue<true>('yarm.cache.saved', (raw) => (raw === true ? true : null))
