import { createStore, get } from 'idb-keyval'

/** Where the persisted query cache lives: one IndexedDB entry, the persister's JSON. */
export const persistedStore = () => createStore('yarm-cache', 'queries')
export const PERSISTED_KEY = 'yarm.queries'

/** Read on its own so that the read starts before the route's code loads; applied after hydration so the first render matches the HTML. */
export function readPersisted(): Promise<string | null> {
  return get<string>(PERSISTED_KEY, persistedStore()).then(
    (value) => value ?? null,
    () => null,
  )
}
