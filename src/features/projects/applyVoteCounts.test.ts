import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { PreYarms } from '@/api/projects'
import { applyVoteCounts } from './queries'

const project = (id: string, count: number) =>
  ({
    id,
    name: id,
    logoUrl: 'https://example.test/logo.svg',
    description: '',
    categories: [],
    links: {},
    chainIds: [],
    mindshare: { value: 0, change: 0 },
    votes: { count, share: 0.5, rank: 1 },
    status: 'voting',
  }) as unknown as PreYarms['items'][number]

function setup() {
  const queryClient = new QueryClient()
  const key = ['projects', 'preyarm', 'votes']
  queryClient.setQueryData<PreYarms>(key, {
    round: { id: 'r', status: 'open', endsAt: '2026-12-01T00:00:00.000Z' },
    items: [project('a', 10), project('b', 10)],
  } as PreYarms)
  const counts = () => queryClient.getQueryData<PreYarms>(key)?.items.map((item) => item.votes.count)
  return { queryClient, counts }
}

const live = (a: number, b: number) => ({
  items: [
    { id: 'a', count: a, share: 0, rank: 1 },
    { id: 'b', count: b, share: 0, rank: 2 },
  ],
})

describe('applyVoteCounts', () => {
  it('takes the server counts as they are, however often they come, and recomputes the shares', () => {
    const { queryClient, counts } = setup()
    applyVoteCounts(queryClient, live(12, 8), new Set())
    applyVoteCounts(queryClient, live(12, 8), new Set())
    expect(counts()).toEqual([12, 8])
    expect(
      queryClient.getQueriesData<PreYarms>({ queryKey: ['projects'] })[0]?.[1]?.items[0]?.votes.share,
    ).toBe(0.6)
  })

  it('adds a vote still queued on this device, which the server does not know yet', () => {
    const { queryClient, counts } = setup()
    applyVoteCounts(queryClient, live(10, 10), new Set(['a']))
    expect(counts()).toEqual([11, 10])
  })
})
