import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import 'fake-indexeddb/auto'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Project } from '@/api/projects'
import { saveSignIn } from '@/api/session'
import { dropUserVotes, queuedVotes } from '@/features/projects/voteQueue'
import { PreYarmsPage } from './PreYarmsPage'

const project = (id: string, name: string, count: number): Project => ({
  id,
  name,
  logoUrl: null,
  description: `${name} does things.`,
  categories: ['DeFi'],
  links: { website: `https://${id}.example` },
  chainIds: [8453],
  mindshare: { value: 0.05, change: 0.01 },
  votes: { count, share: 0.5, rank: 1 },
  status: 'voting',
})

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** A tiny stand-in for the API: what the server holds, and the answer to the next vote, held until released. */
function fakeApi() {
  const server = {
    counts: { lumen: 41, moss: 12 } as Record<string, number>,
    voted: [] as string[],
    /** Holds list answers, so what the page shows cannot come from a refetch. */
    holdLists: false,
  }
  let answerVote: (response: Response) => void = () => {}
  const voteCalls: string[] = []
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const { pathname } = new URL(String(input))
    if (pathname === '/v1/user/info')
      return json({
        xId: '42',
        xHandle: 'carol_ct',
        xName: 'Carol',
        status: 'activated',
        wallet: null,
        referralCode: 'CAROL7',
        yarmer: null,
        activatedAt: '2026-10-01T00:00:00.000Z',
      })
    if (server.holdLists && pathname !== '/v1/user/info') return new Promise<Response>(() => {})
    if (pathname === '/v1/project/preyarm')
      return json({
        round: { id: 'r', status: 'open', endsAt: new Date(Date.now() + 86_400_000).toISOString() },
        items: [
          project('lumen', 'Lumen Markets', server.counts.lumen ?? 0),
          project('moss', 'Moss Labs', server.counts.moss ?? 0),
        ],
      })
    if (pathname === '/v1/project/user-votes')
      return json({
        votes: server.voted.map((projectId) => ({ projectId, votedAt: '2026-11-01T00:00:00.000Z' })),
      })
    if (pathname.startsWith('/v1/project/vote/') && init?.method === 'POST') {
      voteCalls.push(pathname)
      return new Promise<Response>((resolve) => {
        answerVote = resolve
      })
    }
    return json({ code: 'NOT_FOUND', message: 'no' }, 404)
  })
  return { server, fetchMock, voteCalls, answerVote: (response: Response) => answerVote(response) }
}

let api: ReturnType<typeof fakeApi>

beforeEach(() => {
  api = fakeApi()
  vi.stubGlobal('fetch', api.fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <PreYarmsPage search={{ sort: 'votes' }} onSearchChange={() => {}} />
    </QueryClientProvider>,
  )
}

const lumen = () => screen.getByRole('article', { name: 'Lumen Markets' })

describe('voting on Pre-Yarms', () => {
  beforeEach(() => {
    saveSignIn({ accessToken: 'a', refreshToken: 'r' }, { xId: '42', xHandle: 'carol_ct' })
  })

  it('counts the vote at once, holds the button while in flight, and rolls back with the reason when refused', async () => {
    const user = userEvent.setup()
    renderPage()
    const vote = await screen.findByRole('button', { name: 'Vote for Lumen Markets' })
    await waitFor(() => expect(vote).toHaveAttribute('aria-disabled', 'false'))
    expect(within(lumen()).getByText('41')).toBeInTheDocument()

    await user.click(vote)
    expect(within(lumen()).getByText('42')).toBeInTheDocument()
    const pending = within(lumen()).getByRole('button', { name: 'Voting for Lumen Markets' })
    expect(pending).toHaveAttribute('aria-disabled', 'true')
    await user.click(pending)
    expect(api.voteCalls).toEqual(['/v1/project/vote/lumen'])

    api.server.holdLists = true
    api.answerVote(json({ code: 'VOTING_CLOSED', message: 'closed' }, 409))
    expect(await within(lumen()).findByRole('alert')).toHaveTextContent(
      'Your vote for Lumen Markets was not counted. Voting for this project has closed.',
    )
    expect(within(lumen()).getByText('41')).toBeInTheDocument()
    expect(within(lumen()).getByRole('button', { name: 'Vote for Lumen Markets' })).toHaveAttribute(
      'aria-disabled',
      'false',
    )
    // The other project was never touched.
    expect(within(screen.getByRole('article', { name: 'Moss Labs' })).getByText('12')).toBeInTheDocument()
  })

  it('queues the vote on the device when the server cannot take it, keeping it shown', async () => {
    const user = userEvent.setup()
    renderPage()
    const vote = await screen.findByRole('button', { name: 'Vote for Lumen Markets' })
    await waitFor(() => expect(vote).toHaveAttribute('aria-disabled', 'false'))
    await user.click(vote)
    api.server.holdLists = true
    api.answerVote(json({ code: 'FAULT_INJECTED', message: 'boom' }, 503))
    expect(
      await within(lumen()).findByRole('button', { name: 'Voted for Lumen Markets, waiting to be sent' }),
    ).toHaveAttribute('aria-disabled', 'true')
    expect(within(lumen()).getByRole('status')).toHaveTextContent('Saved on this device.')
    expect(within(lumen()).getByText('42')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    const queued = await queuedVotes('42')
    expect(queued).toMatchObject([{ xId: '42', projectId: 'lumen' }])
    // The key it will be sent with is the one the first attempt carried.
    const sent = api.fetchMock.mock.calls.find(([url]) => String(url).includes('/v1/project/vote/'))
    const headers = (sent?.[1]?.headers ?? {}) as Record<string, string>
    expect(headers['Idempotency-Key']).toBe(queued[0]?.key)
    await dropUserVotes('42')
  })

  it('keeps the vote and shows Voted once the server accepts it', async () => {
    const user = userEvent.setup()
    renderPage()
    const vote = await screen.findByRole('button', { name: 'Vote for Lumen Markets' })
    await waitFor(() => expect(vote).toHaveAttribute('aria-disabled', 'false'))
    await user.click(vote)
    api.server.counts.lumen = 42
    api.server.voted.push('lumen')
    api.answerVote(json({ projectId: 'lumen', voted: true, votes: { count: 42, rank: 1 } }))
    const voted = await within(lumen()).findByRole('button', { name: 'Voted for Lumen Markets' })
    expect(voted).toHaveAttribute('aria-disabled', 'true')
    expect(within(lumen()).getByText('42')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('treats ALREADY_VOTED as a vote: Voted, no error, the count from the server', async () => {
    const user = userEvent.setup()
    renderPage()
    const vote = await screen.findByRole('button', { name: 'Vote for Lumen Markets' })
    await waitFor(() => expect(vote).toHaveAttribute('aria-disabled', 'false'))
    // Cast in another tab: the server has it, this page did not know.
    api.server.voted.push('lumen')
    await user.click(vote)
    api.answerVote(json({ code: 'ALREADY_VOTED', message: 'You have already voted' }, 409))
    expect(
      await within(lumen()).findByRole('button', { name: 'Voted for Lumen Markets' }),
    ).toBeInTheDocument()
    await waitFor(() => expect(within(lumen()).getByText('41')).toBeInTheDocument())
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('never offers Vote for a project the user voted for before', async () => {
    api.server.voted.push('lumen')
    renderPage()
    expect(await screen.findByRole('button', { name: 'Voted for Lumen Markets' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Vote for Lumen Markets' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Vote for Moss Labs' })).toBeInTheDocument()
  })
})

describe('Pre-Yarms signed out', () => {
  it('offers Connect X instead of Vote, and asks for nothing private', async () => {
    renderPage()
    expect(
      await screen.findByRole('button', { name: 'Connect X to vote for Lumen Markets' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Vote for/ })).not.toBeInTheDocument()
    const paths = api.fetchMock.mock.calls.map(([input]) => new URL(String(input)).pathname)
    expect(paths).not.toContain('/v1/project/user-votes')
    expect(paths).not.toContain('/v1/user/info')
  })
})
