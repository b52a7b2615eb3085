import type { QueryClient } from '@tanstack/react-query'
import { readSession, subscribeSession } from '@/api/session'
import { createStore } from '@/lib/createStore'
import { ME } from './queries'

type UserDataCleaner = (xId: string) => void

/** The last session to end, in a fresh box each time so that every end is heard. */
const sessionEnded = createStore<{ xId: string } | null>(null)

/**
 * Data of one user kept outside the query cache (queued votes, drafts, the persisted copy) registers
 * how to forget it here; it runs for the user whose session just ended, however it ended.
 */
export function onUserSessionEnd(cleaner: UserDataCleaner): () => void {
  return sessionEnded.subscribe((ended) => ended && cleaner(ended.xId))
}

/** Removes every cached query that belongs to someone other than the signed-in user. */
export function dropOtherUsersQueries(queryClient: QueryClient): void {
  const current = readSession().xId
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] === ME && query.queryKey[1] !== current,
  })
}

/**
 * Watches the session (this tab's and, through storage events, the others'). When a user's session
 * ends (sign-out, a refused refresh, another account signing in), their data goes from memory and
 * from every store that registered a cleaner, before anyone else can see it.
 */
export function guardSessionData(queryClient: QueryClient): () => void {
  let current = readSession().xId
  return subscribeSession(() => {
    const next = readSession().xId
    if (next === current) return
    const ended = current
    current = next
    if (!ended) return
    dropOtherUsersQueries(queryClient)
    sessionEnded.set({ xId: ended })
  })
}
