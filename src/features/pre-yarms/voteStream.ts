import { VOTE_EVENTS_PATH, type VoteCounts, voteCountsSchema } from '@/api/projects'
import { config } from '@/config'

export type VoteStreamStatus = 'connecting' | 'live' | 'failed'

/** EventSource retries dropped connections itself; a refusal (503, a proxy that blocks event streams) closes it for good. */
export function openVoteStream(
  onCounts: (counts: VoteCounts) => void,
  onStatus: (status: VoteStreamStatus) => void,
): () => void {
  if (typeof EventSource === 'undefined') {
    onStatus('failed')
    return () => {}
  }
  const source = new EventSource(`${config.apiBaseUrl}${VOTE_EVENTS_PATH}`)
  source.addEventListener('open', () => onStatus('live'))
  source.addEventListener('error', () =>
    onStatus(source.readyState === EventSource.CLOSED ? 'failed' : 'connecting'),
  )
  source.addEventListener('votes', (event) => {
    let data: unknown
    try {
      data = JSON.parse((event as MessageEvent<string>).data)
    } catch {
      return
    }
    const counts = voteCountsSchema.safeParse(data)
    if (counts.success) onCounts(counts.data)
  })
  return () => source.close()
}
