/**
 * The listeners of a framework-free store, read through useSyncExternalStore: `subscribe` is handed out
 * as is, `notify` is called by the store after each change.
 */
export function createListeners() {
  const listeners = new Set<() => void>()
  return {
    notify() {
      for (const listener of listeners) listener()
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
