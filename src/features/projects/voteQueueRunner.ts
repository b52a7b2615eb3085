import { onlineManager, type QueryClient } from '@tanstack/react-query'
import { voteForProject } from '@/api/projects'
import { readSession, subscribeSession } from '@/api/session'
import { onUserSessionEnd } from '@/features/auth/sessionGuard'
import { refreshVotes } from './queries'
import { dropUserVotes, flushVoteQueue } from './voteQueue'
import { recordRefusedVote, subscribeVoteQueue } from './voteQueueState'

const FIRST_RETRY_MS = 5000
const MAX_RETRY_MS = 60_000

/** At start, when back online, when a vote is queued, and with a back-off (5 s, doubling, at most a minute) while the API fails. */
export function startVoteQueue(queryClient: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  let retryMs = FIRST_RETRY_MS
  let running = false
  let again = false

  const attempt = async () => {
    clearTimeout(timer)
    const { xId } = readSession()
    if (!xId || !onlineManager.isOnline()) return
    if (running) {
      again = true
      return
    }
    running = true
    try {
      const { outcomes, remaining } = await flushVoteQueue(xId, (vote) =>
        voteForProject(vote.projectId, vote.key),
      )
      for (const outcome of outcomes) {
        if (outcome.kind === 'refused') recordRefusedVote(outcome.vote.projectId, outcome.error)
      }
      if (outcomes.length) refreshVotes(queryClient, xId)
      if (remaining) {
        timer = setTimeout(() => void attempt(), retryMs)
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS)
      } else {
        retryMs = FIRST_RETRY_MS
      }
    } catch {
      // IndexedDB unavailable: nothing was queued either.
    } finally {
      running = false
      if (again) {
        again = false
        void attempt()
      }
    }
  }

  const run = () => void attempt()
  const offs = [
    onlineManager.subscribe((online) => online && run()),
    subscribeSession(run),
    subscribeVoteQueue(run),
    onUserSessionEnd((xId) => void dropUserVotes(xId)),
  ]
  run()
  return () => {
    clearTimeout(timer)
    for (const off of offs) off()
  }
}
