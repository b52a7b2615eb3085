import { type ComponentType, lazy, useEffect } from 'react'
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

/**
 * Fetches the code once the page is idle while `wanted` holds (a button that opens it is on screen), so a
 * click finds it there even on a slow network or a busy phone; nothing is fetched for a page that has no use for it.
 */
export function usePrefetchAtIdle(
  component: Pick<LazyComponent<never>, 'prefetch' | 'loaded'>,
  wanted: boolean,
) {
  useEffect(() => {
    if (!wanted || component.loaded()) return
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(component.prefetch, 1000)
      return () => window.clearTimeout(timer)
    }
    const handle = window.requestIdleCallback(component.prefetch, { timeout: 5000 })
    return () => window.cancelIdleCallback(handle)
  }, [component, wanted])
}
