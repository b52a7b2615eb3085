import { createStore, get, type UseStore, update } from 'idb-keyval'
import * as z from 'zod/mini'
import { changed, isTransient } from './voteQueueState'

/** Each vote kept with the idempotency key it will always be sent with: however often sent, the server counts it once. */

const queuedVoteSchema = z.object({
  xId: z.string().check(z.regex(/^\d{1,25}$/)),
  projectId: z.string().check(z.minLength(1), z.maxLength(128)),
  key: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/)),
  queuedAt: z.number(),
})
export type QueuedVote = z.infer<typeof queuedVoteSchema>

const KEY = 'votes'
let store: UseStore | undefined
const db = () => {
  store ??= createStore('yarm-vote-queue', 'queue')
  return store
}

/** Whatever is stored is read through the schema: a damaged or foreign entry is left out. */
function valid(raw: unknown): QueuedVote[] {
  if (!Array.isArray(raw)) return []
  return raw.flatMap((item) => {
    const parsed = queuedVoteSchema.safeParse(item)
    return parsed.success ? [parsed.data] : []
  })
}

export async function queuedVotes(xId: string): Promise<QueuedVote[]> {
  try {
    return valid(await get(KEY, db())).filter((vote) => vote.xId === xId)
  } catch {
    return []
  }
}

/** Keeps one vote per user and project: the first one queued, with its key. */
export async function enqueueVote(vote: QueuedVote): Promise<void> {
  await update(
    KEY,
    (raw) => {
      const votes = valid(raw)
      const same = votes.some((queued) => queued.xId === vote.xId && queued.projectId === vote.projectId)
      return same ? votes : [...votes, vote]
    },
    db(),
  )
  changed()
}

async function remove(keep: (vote: QueuedVote) => boolean): Promise<void> {
  try {
    await update(KEY, (raw) => valid(raw).filter(keep), db())
  } catch {
    return
  }
  changed()
}

export const dropQueuedVote = (key: string) => remove((vote) => vote.key !== key)
/** A user's session ended: their queued votes are not sent, and not kept. */
export const dropUserVotes = (xId: string) => remove((vote) => vote.xId !== xId)

export type FlushOutcome =
  | { kind: 'sent'; vote: QueuedVote }
  | { kind: 'refused'; vote: QueuedVote; error: unknown }

/** One tab at a time (a Web Lock), so two tabs never send the same vote at once; stops at the first that cannot go yet. */
export async function flushVoteQueue(
  xId: string,
  send: (vote: QueuedVote) => Promise<unknown>,
): Promise<{ outcomes: FlushOutcome[]; remaining: number }> {
  const run = async () => {
    const outcomes: FlushOutcome[] = []
    const votes = await queuedVotes(xId)
    for (const [index, vote] of votes.entries()) {
      try {
        await send(vote)
        outcomes.push({ kind: 'sent', vote })
      } catch (error) {
        if (isTransient(error)) return { outcomes, remaining: votes.length - index }
        outcomes.push({ kind: 'refused', vote, error })
      }
      await dropQueuedVote(vote.key)
    }
    return { outcomes, remaining: 0 }
  }
  if (typeof navigator !== 'undefined' && navigator.locks)
    return navigator.locks.request('yarm.vote-queue', run)
  return run()
}
