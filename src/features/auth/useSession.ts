import { useSyncExternalStore } from 'react'
import { readSession, type Session, serverSession, subscribeSession } from '@/api/session'

/** The X session; signed out while rendering static HTML and hydrating, then the stored one. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, readSession, serverSession)
}
