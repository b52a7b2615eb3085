import { useSyncExternalStore } from 'react'

/** Anything with the store shape's read side (see createStore). */
export interface Readable<T> {
  get(): T
  subscribe(listener: () => void): () => void
}

/**
 * A store's value in a component, kept current. `serverValue` is what static HTML and hydration show
 * (the store's own value when left out).
 */
export function useStore<T>(store: Readable<T>, serverValue?: () => T): T {
  return useSyncExternalStore(store.subscribe, store.get, serverValue ?? store.get)
}
