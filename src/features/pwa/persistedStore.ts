import { createStore, get } from 'idb-keyval'

/** Where the persisted query cache lives: one IndexedDB entry, the persister's JSON. */
export const persistedStore = () => createStore('yarm-cache', 'queries')
export const PERSISTED_KEY = 'yarm.queries'

/**
 * The persisted cache as stored, read on its own so that `main.tsx` can start the read before the
 * route's code loads and React hydrates (an offline repeat visit waits on it); it is parsed, checked and
 * applied later by `startPersistence`, after hydration, so that the first render matches the HTML.
 */
export function readPersisted(): Promise<string | null> {
  return get<string>(PERSISTED_KEY, persistedStore()).then(
    (value) => value ?? null,
    () => null,
  )
}
