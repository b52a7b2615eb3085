import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { applyVoteCounts } from '@/features/projects/queries'
import type { VoteStreamStatus } from './voteStream'

/** How often the list is fetched again while the live stream is not open (blocked, refused, failing). */
export const POLL_MS = 30_000

/** Server-sent events when they get through, else the caller polls; the stream's code loads after the page is up. */
export function useLiveVotes(queued: ReadonlySet<string>): VoteStreamStatus {
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<VoteStreamStatus>('connecting')
  // Read when an event arrives, so a change in the queue does not reopen the stream.
  const queuedRef = useRef(queued)
  queuedRef.current = queued
  useEffect(() => {
    let close = () => {}
    let current = true
    const open = () =>
      void import('./voteStream')
        .then(({ openVoteStream }) => {
          if (!current) return
          close = openVoteStream(
            (counts) => applyVoteCounts(queryClient, counts, queuedRef.current),
            setStatus,
          )
        })
        .catch(() => setStatus('failed'))
    // Opened after the page's load event: a stream open during loading keeps the page loading.
    if (document.readyState === 'complete') open()
    else window.addEventListener('load', open, { once: true })
    return () => {
      current = false
      window.removeEventListener('load', open)
      close()
    }
  }, [queryClient])
  return status
}
