import { type ComponentType, lazy } from 'react'
import { loadOnce } from './loadOnce'

export interface LazyComponent<P> {
  load(): Promise<ComponentType<P>>
  /** Fetches the code ahead of need; a failure shows when the component is rendered. */
  prefetch(): void
  loaded(): boolean
  /** Choose it once per opening (e.g. in a `useState` initialiser), so an open dialog is never swapped and reset. */
  current(): ComponentType<P>
}

/**
 * `React.lazy` alone suspends on its first render even when prefetched, and React holds back revealing
 * suspended content (up to 300 ms), which a dialog opened by a click would wait for.
 */
export function lazyComponent<P>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  const code = loadOnce(load)
  const Suspending = lazy(() => code.load().then((loaded) => ({ default: loaded })))
  return {
    load: code.load,
    prefetch() {
      code.load().catch(() => {})
    },
    loaded: () => code.now() !== undefined,
    current: () => code.now() ?? Suspending,
  }
}
