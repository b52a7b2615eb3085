export interface LoadOnce<T> {
  /** Starts the load the first time; later calls share it. A failed load may be tried again. */
  load(): Promise<T>
  now(): T | undefined
}

/**
 * A code-split module (or anything fetched) loaded once, on first need. A failure is not kept: offline,
 * or with a deploy in between, the next call fetches again.
 */
export function loadOnce<T>(fetch: () => Promise<T>): LoadOnce<T> {
  let loading: Promise<T> | undefined
  let value: { loaded: T } | undefined
  return {
    load() {
      loading ??= fetch().then(
        (loaded) => {
          value = { loaded }
          return loaded
        },
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )
      return loading
    },
    now: () => value?.loaded,
  }
}
