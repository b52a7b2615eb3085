import { type Session, serverSession, sessionStore } from '@/api/session'
import { useStore } from '@/lib/useStore'

/** The X session; signed out while rendering static HTML and hydrating, then the stored one. */
export function useSession(): Session {
  return useStore(sessionStore, serverSession)
}
