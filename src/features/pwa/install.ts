import { boolean, int, parseWith } from '@/lib/check'
import { storedValue } from '@/lib/storage'

// Checked by hand (lib/check), not with zod: the install hint reads these in every page's first load.
/** How many separate visits (browser sessions) this browser has made; the install hint waits for the second. */
export const visitsStore = storedValue('yarm.pwa.visits', parseWith(int(0)))
export const installDismissedStore = storedValue('yarm.pwa.installDismissed', parseWith(boolean))
const countedStore = storedValue('yarm.pwa.visitCounted', parseWith(boolean), 'session')

export function countVisit(): number {
  const visits = visitsStore.read() ?? 0
  if (countedStore.read()) return visits
  countedStore.write(true)
  visitsStore.write(visits + 1)
  return visits + 1
}
