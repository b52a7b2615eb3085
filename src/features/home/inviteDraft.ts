import { matches, parseWith } from '@/lib/check'
import { storedValue } from '@/lib/storage'

/** In session storage, so it survives a reload and the X sign-in round trip, and is gone with the tab. */
export const inviteDraftStore = storedValue(
  'yarm.inviteDraft',
  parseWith(matches(/^[A-Za-z0-9]{0,32}$/)),
  'session',
)
