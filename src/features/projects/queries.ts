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
 * Absolute, so applying one twice, or late, never counts a vote twice. A project whose vote is on its way
 * keeps what is shown; one whose vote waits on this device (`queued`) has it added on top.
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

export function refreshVotes(queryClient: QueryClient, xId: string) {
  void queryClient.invalidateQueries({ queryKey: PRE_YARMS_ROOT })
  void queryClient.invalidateQueries({ queryKey: projectQueries.userVotes(xId).queryKey })
}

type VoteOutcome = Awaited<ReturnType<typeof voteForProject>> & { queued: boolean }

/**
 * The rollback undoes only this vote (not a snapshot), so other votes in flight keep theirs. Offline, the
 * vote is queued on the device with its idempotency key (see voteQueueRunner): it stays shown.
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
        // Offline, the request fails at once and lands here too. Without IndexedDB the vote cannot wait:
        // rolled back. The queue is loaded only when needed, never on first load.
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
      // ALREADY_VOTED answers without a count (the refetch brings it); a queued vote keeps its optimistic count.
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
    // Not awaited: the outcome shows at once, and the server's counts replace the optimistic ones when they arrive.
    onSettled: (outcome) => {
      if (!outcome?.queued) refreshVotes(queryClient, xId)
    },
  })
}
