import { persistedHint, takeEarlyPersisted } from '@/features/pwa/earlyPersisted'

/** The code that restores and saves the persisted cache. */
export const loadPersistence = () => import('@/features/pwa/persistence')

/**
 * The persisted cache, when the last visit left the hint that it saved one: public/early.js started
 * reading it from IndexedDB as the HTML was parsed (a page without that script reads it here). The
 * code that restores and saves it is fetched at once when there is a copy, else only once the page
 * holds something worth saving (a first visit to a page without data never needs it).
 */
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
