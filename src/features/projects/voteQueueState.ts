import { ApiError } from '@/api/ApiError'
import { createStore } from '@/lib/createStore'

/** Without IndexedDB, so it costs nothing on first load; the queue itself is in voteQueue.ts. */

/** Counts changes to the queue: listeners read what they need afresh. */
const changes = createStore(0)
let channel: BroadcastChannel | null | undefined
function tabs(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('yarm.vote-queue')
    if (channel) channel.onmessage = () => notify()
  }
  return channel
}
function notify() {
  changes.set((count) => count + 1)
}
export function changed() {
  notify()
  tabs()?.postMessage('changed')
}

export function subscribeVoteQueue(listener: () => void): () => void {
  tabs()
  return changes.subscribe(() => listener())
}

/** A failure that says nothing about the vote itself (no answer, time-out, 429, 5xx); a refusal (4xx) is final. */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  if (error.code === 'ABORTED') return false
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500
}

/** Queued votes the server refused when they were finally sent, by project, until dismissed. */
const refused = new Map<string, unknown>()

export function refusedVote(projectId: string): unknown {
  return refused.get(projectId)
}

export function recordRefusedVote(projectId: string, error: unknown): void {
  refused.set(projectId, error)
  notify()
}

export function dismissRefusedVote(projectId: string): void {
  if (refused.delete(projectId)) notify()
}
