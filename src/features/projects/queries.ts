import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import {
  getPreYarms,
  getUserVotes,
  getYarms,
  type PreYarmSort,
  type PreYarms,
  type UserVotes,
  type VoteCounts,
  voteForProject,
  type YarmStatus,
} from '@/api/projects'
import { ME } from '@/features/auth/queries'
import { isTransient } from './voteQueueState'

const STALE_MS = 60_000
/** Every sort of the Pre-Yarm list lives under this root, so one vote updates them all. */
const PRE_YARMS_ROOT = ['projects', 'preyarm'] as const

export const projectQueries = {
  preYarms: (sort: PreYarmSort) =>
    queryOptions({
      queryKey: [...PRE_YARMS_ROOT, sort],
      meta: { persist: 'preYarms' },
      queryFn: ({ signal }) => getPreYarms(sort, signal),
      staleTime: STALE_MS,
    }),
  /** What the signed-in user voted for: the source of "Voted", so a reload never offers Vote again. */
  userVotes: (xId: string) =>
    queryOptions({
      queryKey: [ME, xId, 'votes'],
      meta: { persist: 'userVotes' },
      queryFn: ({ signal }) => getUserVotes(signal),
      staleTime: STALE_MS,
    }),
  /** Signed in, each Yarm carries the user's own standing, so the list is theirs (under ME). */
  yarms: (status: YarmStatus, xId: string | null) =>
    queryOptions({
      queryKey: xId ? [ME, xId, 'yarms', status] : ['projects', 'yarms', status],
      meta: { persist: 'yarms' },
      queryFn: ({ signal }) => getYarms(status, { auth: !!xId, signal }),
      staleTime: STALE_MS,
    }),
}

/** Adds `delta` votes to one project and recomputes every share, as the server would. */
export function withVoteDelta(data: PreYarms, projectId: string, delta: number): PreYarms {
  const items = data.items.map((project) =>
    project.id === projectId
      ? { ...project, votes: { ...project.votes, count: Math.max(0, project.votes.count + delta) } }
      : project,
  )
  const total = items.reduce((sum, project) => sum + project.votes.count, 0)
  return {
    ...data,
    items: items.map((project) => ({
      ...project,
      votes: { ...project.votes, share: total > 0 ? project.votes.count / total : 0 },
    })),
  }
}

function patchPreYarms(queryClient: QueryClient, patch: (data: PreYarms) => PreYarms) {
  queryClient.setQueriesData<PreYarms>({ queryKey: PRE_YARMS_ROOT }, (data) => data && patch(data))
}

/**
 * The server's counts, as the live stream sends them. They are absolute, so applying one twice, or
 * late, never counts a vote twice. Two cases keep what is shown: a project whose vote from this
 * user is on its way (its answer and refetch settle the count), and one whose vote waits on this
 * device (`queued`): the server does not know it yet, so it is added on top.
 */
export function applyVoteCounts(queryClient: QueryClient, counts: VoteCounts, queued: ReadonlySet<string>) {
  const inFlight = new Set(
    queryClient
      .getMutationCache()
      .findAll({ status: 'pending', predicate: (mutation) => mutation.options.mutationKey?.[2] === 'vote' })
      .map((mutation) => mutation.state.variables),
  )
  const byId = new Map(counts.items.map((item) => [item.id, item]))
  patchPreYarms(queryClient, (data) => {
    let changed = false
    const items = data.items.map((project) => {
      const live = byId.get(project.id)
      if (!live || inFlight.has(project.id)) return project
      const count = live.count + (queued.has(project.id) ? 1 : 0)
      if (count === project.votes.count && live.rank === project.votes.rank) return project
      changed = true
      return { ...project, votes: { ...project.votes, count, rank: live.rank } }
    })
    if (!changed) return data
    const total = items.reduce((sum, project) => sum + project.votes.count, 0)
    return {
      ...data,
      items: items.map((project) => ({
        ...project,
        votes: { ...project.votes, share: total > 0 ? project.votes.count / total : 0 },
      })),
    }
  })
}

/** After votes reached the server: its own counts and the user's votes replace what was shown. */
export function refreshVotes(queryClient: QueryClient, xId: string) {
  void queryClient.invalidateQueries({ queryKey: PRE_YARMS_ROOT })
  void queryClient.invalidateQueries({ queryKey: projectQueries.userVotes(xId).queryKey })
}

type VoteOutcome = Awaited<ReturnType<typeof voteForProject>> & { queued: boolean }

/**
 * A vote, shown at once: "Voted" and the count move before the server answers, and move back if it
 * refuses. The rollback undoes only this vote (not a snapshot), so votes for other projects that are
 * still in flight keep theirs. Offline, or while the API cannot answer, the vote is queued on the
 * device with its idempotency key and sent when it can be (see voteQueueRunner): it stays shown.
 */
export function useVote(xId: string) {
  const queryClient = useQueryClient()
  const votesKey = projectQueries.userVotes(xId).queryKey
  return useMutation({
    mutationKey: [ME, xId, 'vote'],
    // Never paused: offline, the vote goes to the queue instead of waiting in memory.
    networkMode: 'always',
    mutationFn: async (projectId: string): Promise<VoteOutcome> => {
      const key = crypto.randomUUID()
      try {
        return { ...(await voteForProject(projectId, key)), queued: false }
      } catch (error) {
        if (!isTransient(error)) throw error
        // Offline, the request fails at once and lands here too. Without IndexedDB the vote cannot
        // wait: the original failure is shown and the vote rolled back.
        // The queue (IndexedDB) is loaded only when it is needed, never on first load.
        await import('./voteQueue')
          .then(({ enqueueVote }) => enqueueVote({ xId, projectId, key, queuedAt: Date.now() }))
          .catch(() => {
            throw error
          })
        return { projectId, votes: null, queued: true }
      }
    },
    onMutate: async (projectId) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: PRE_YARMS_ROOT }),
        queryClient.cancelQueries({ queryKey: votesKey }),
      ])
      const votes = queryClient.getQueryData<UserVotes>(votesKey)
      if (votes?.votes.some((vote) => vote.projectId === projectId)) return { applied: false }
      queryClient.setQueryData<UserVotes>(votesKey, (data) => ({
        votes: [...(data?.votes ?? []), { projectId, votedAt: new Date().toISOString() }],
      }))
      patchPreYarms(queryClient, (data) => withVoteDelta(data, projectId, 1))
      return { applied: true }
    },
    onError: (_error, projectId, context) => {
      if (!context?.applied) return
      queryClient.setQueryData<UserVotes>(votesKey, (data) =>
        data ? { votes: data.votes.filter((vote) => vote.projectId !== projectId) } : data,
      )
      patchPreYarms(queryClient, (data) => withVoteDelta(data, projectId, -1))
    },
    onSuccess: ({ projectId, votes }) => {
      // ALREADY_VOTED answers without a count (the refetch below brings the real one); a queued vote
      // keeps its optimistic count until it is sent.
      if (!votes) return
      patchPreYarms(queryClient, (data) => {
        const current = data.items.find((project) => project.id === projectId)
        if (!current) return data
        const patched = withVoteDelta(data, projectId, votes.count - current.votes.count)
        return {
          ...patched,
          items: patched.items.map((project) =>
            project.id === projectId
              ? { ...project, votes: { ...project.votes, rank: votes.rank } }
              : project,
          ),
        }
      })
    },
    // Not awaited: the outcome (Voted, or the rollback and its reason) shows at once, and the
    // server's own counts replace the optimistic ones when they arrive.
    onSettled: (outcome) => {
      if (!outcome?.queued) refreshVotes(queryClient, xId)
    },
  })
}
