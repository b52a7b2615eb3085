import { type Readable, useStore } from '@/lib/useStore'

/** Never changes: only the server snapshot (false) differs from the browser's. */
const inBrowser: Readable<boolean> = { get: () => true, subscribe: () => () => {} }
const onServer = () => false

/** Data only the browser has is drawn after this turns true, so that hydration sees exactly the prerendered markup. */
export function useHydrated(): boolean {
  return useStore(inBrowser, onServer)
}
