import { matches, parseWith } from '@/lib/check'
import { storedValue } from '@/lib/storage'

// Checked by hand (lib/check), not with zod: Home reads it in its first load.
/** In session storage, so it survives a reload and the X sign-in round trip, and is gone with the tab. */
export const inviteDraftStore = storedValue(
  'yarm.inviteDraft',
  parseWith(matches(/^[A-Za-z0-9]{0,32}$/)),
  'session',
)
