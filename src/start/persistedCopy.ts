import { persistedHint, takeEarlyPersisted } from '@/features/pwa/earlyPersisted'

export const loadPersistence = () => import('@/features/pwa/persistence')

/** public/early.js started reading the copy from IndexedDB as the HTML was parsed; the code is fetched at once only when there is one. */
export function readPersistedCopy() {
  const text = !persistedHint.read()
    ? Promise.resolve(null)
    : (takeEarlyPersisted() ??
      import('@/features/pwa/persistedStore').then(({ readPersisted }) => readPersisted()).catch(() => null))
  // Code out of reach (no service worker, a failing network) restores nothing: the page starts as on a
  // first visit instead of not at all.
  const persistence = text.then((copy) => (copy === null ? null : loadPersistence().catch(() => null)))
  return { text, persistence }
}
