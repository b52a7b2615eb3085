import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False while rendering static HTML and while hydrating it, true afterwards. Data that only the
 * browser has (cached queries, the session) is drawn after this turns true, so that hydration sees
 * exactly the prerendered markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
