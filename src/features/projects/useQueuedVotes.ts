import { useEffect, useState } from 'react'
import { subscribeVoteQueue } from './voteQueueState'

const NONE: ReadonlySet<string> = new Set()

/** The projects the user voted for that are still waiting on this device to be sent. */
export function useQueuedVotes(xId: string | null): ReadonlySet<string> {
  const [queued, setQueued] = useState(NONE)
  useEffect(() => {
    if (!xId) {
      setQueued(NONE)
      return
    }
    let current = true
    // The queue (IndexedDB) is loaded after the page is up, never on first load.
    const load = () =>
      void import('./voteQueue')
        .then(({ queuedVotes }) => queuedVotes(xId))
        .then(
          (votes) => {
            if (current) setQueued(new Set(votes.map((vote) => vote.projectId)))
          },
          // The queue's code or storage out of reach: nothing shown as waiting (the API's votes still are).
          () => {},
        )
    load()
    const off = subscribeVoteQueue(load)
    return () => {
      current = false
      off()
    }
  }, [xId])
  return queued
}
