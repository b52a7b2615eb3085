import { storedValue } from '@/lib/storage'

/**
 * public/early.js, loaded async beside the app's code (so it runs first, and script-src 'self' allows it),
 * starts reading the persisted cache as the HTML is parsed, so a repeat visit restores it before its first
 * render. It aborts the upgrade of a database that does not exist, so a first visit creates nothing that
 * would keep idb-keyval from creating the store. What the window holds is untrusted: anything but a
 * promise of a string is no copy, and the text is checked later (persistence.keepValidQueries).
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

/** Whether there is a copy to wait for, known without opening IndexedDB; a stale hint costs one empty read. */
export const persistedHint = storedValue<true>('yarm.cache.saved', (raw) => (raw === true ? true : null))
