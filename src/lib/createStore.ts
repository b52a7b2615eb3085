/** The read side of the store shape: what useStore needs (a value derived from other stores may offer only this). */
export interface Readable<T> {
  get(): T
  subscribe(listener: () => void): () => void
}

export interface Store<T> {
  get(): T
  /** Replaces the value (or derives it from the current one); listeners hear of a change only. */
  set(next: T | ((current: T) => T)): void
  /** Listeners are called with the new value; returns the unsubscribe function, as useSyncExternalStore wants. */
  subscribe(listener: (value: T) => void): () => void
}

/** `start` runs when the first listener subscribes and returns what stops it when the last leaves. */
export function createStore<T>(initial: T, start?: (set: Store<T>['set']) => () => void): Store<T> {
  let value = initial
  let stop: (() => void) | undefined
  const listeners = new Set<(value: T) => void>()
  const set: Store<T>['set'] = (next) => {
    const resolved = typeof next === 'function' ? (next as (current: T) => T)(value) : next
    if (Object.is(resolved, value)) return
    value = resolved
    for (const listener of listeners) listener(value)
  }
  return {
    get: () => value,
    set,
    subscribe(listener) {
      if (listeners.size === 0 && start) stop = start(set)
      listeners.add(listener)
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return
        stop?.()
        stop = undefined
      }
    },
  }
}
