import { createStore } from './createStore'

/** An entry that fails `parse` is removed and reads as null; storage that throws (private mode, quota) reads as empty. */
export interface StoredValue<T> {
  read(): T | null
  write(value: T): void
  remove(): void
  subscribe(listener: () => void): () => void
}

type Area = 'local' | 'session'

function area(kind: Area): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage
  } catch {
    return null
  }
}

export function storedValue<T>(
  key: string,
  parse: (raw: unknown) => T | null,
  kind: Area = 'local',
): StoredValue<T> {
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) notify()
  }
  /** Counts changes: the entry itself is read afresh each time (another tab or script may have written it). */
  const changes = createStore(0, () => {
    if (typeof window === 'undefined') return () => {}
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  })
  const notify = () => changes.set((count) => count + 1)
  const remove = () => {
    try {
      area(kind)?.removeItem(key)
    } catch {
      // Nothing to remove from storage we cannot reach.
    }
  }

  return {
    read() {
      let raw: string | null = null
      try {
        raw = area(kind)?.getItem(key) ?? null
      } catch {
        return null
      }
      if (raw === null) return null
      try {
        const value = parse(JSON.parse(raw))
        if (value !== null) return value
      } catch {
        // Falls through to removal below.
      }
      remove()
      return null
    },
    write(value) {
      try {
        area(kind)?.setItem(key, JSON.stringify(value))
      } catch {
        // Storage full or blocked: the value lives for this page only.
      }
      notify()
    },
    remove() {
      remove()
      notify()
    },
    subscribe: (listener) => changes.subscribe(() => listener()),
  }
}

export function withSchema<T>(schema: {
  safeParse(value: unknown): { success: true; data: T } | { success: false }
}) {
  return (raw: unknown): T | null => {
    const result = schema.safeParse(raw)
    return result.success ? result.data : null
  }
}
