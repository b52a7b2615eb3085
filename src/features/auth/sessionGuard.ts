import type { QueryClient } from '@tanstack/react-query'
import { readSession, subscribeSession } from '@/api/session'
import { createStore } from '@/lib/createStore'
import { ME } from './queries'

type UserDataCleaner = (xId: string) => void

/** The last session to end, in a fresh box each time so that every end is heard. */
const sessionEnded = createStore<{ xId: string } | null>(null)

/** Data of one user kept outside the query cache (queued votes, drafts, the persisted copy) registers how to forget it here. */
export function onUserSessionEnd(cleaner: UserDataCleaner): () => void {
  return sessionEnded.subscribe((ended) => ended && cleaner(ended.xId))
}

export function dropOtherUsersQueries(queryClient: QueryClient): void {
  const current = readSession().xId
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] === ME && query.queryKey[1] !== current,
  })
}

/** This tab's session and, through storage events, the others': however a session ends, its data goes before anyone else can see it. */
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
