export interface Store<T> {
  get(): T
  /** Replaces the value (or derives it from the current one); listeners hear of a change only. */
  set(next: T | ((current: T) => T)): void
  /** Returns the unsubscribe function, as useSyncExternalStore wants it. */
  subscribe(listener: () => void): () => void
}

/** The one store shape of the app: framework-free, read in React through `useStore`. */
export function createStore<T>(initial: T): Store<T> {
  let value = initial
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (current: T) => T)(value) : next
      if (Object.is(resolved, value)) return
      value = resolved
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
