import type { Query, QueryClient } from '@tanstack/react-query'
import { isBoardQuery } from '@/features/boards/boardKeys'
import { cacheHolds } from '@/features/shell/firstRender'
import { importRuntime } from '@/features/wallet/runtimePort'
import { walletStore } from '@/features/wallet/state/walletStore'
import type { Job } from './jobs'
import { loadPersistence } from './persistedCopy'

export interface BackgroundJobsInput {
  queryClient: QueryClient
  persisted: Promise<string | null>
  /** Whether restoring that copy started persistence already (firstRender's restore). */
  persistenceStarted: Promise<boolean>
  /** A wallet connected on an earlier visit (returningWallet.hadConnection). */
  returningWallet: boolean
}

/** A disabled query (one waiting for a session) does not count. */
const active = (wanted: (query: Query) => boolean) => (query: Query) =>
  wanted(query) && (query.state.data !== undefined || query.state.fetchStatus !== 'idle')

const never = new Promise<never>(() => {})

export function backgroundJobs({
  queryClient,
  persisted,
  persistenceStarted,
  returningWallet,
}: BackgroundJobsInput): Job<unknown>[] {
  const jobs: Job<unknown>[] = []
  const add = <M>(job: Job<M>) => jobs.push(job)
  // Fetched at once, not at idle: wagmi reconnects as soon as the runtime is there.
  add({
    name: 'walletRuntime',
    when: returningWallet ? ['now'] : [],
    load: importRuntime,
    start: () => walletStore.preload(),
  })
  // Once the page holds something worth saving (a restored copy started it already).
  add({
    name: 'persistence',
    when: [
      persistenceStarted.then((started) =>
        started
          ? never
          : cacheHolds(
              queryClient,
              active((query) => query.meta?.persist !== undefined),
            ),
      ),
    ],
    load: loadPersistence,
    start: (module) => void module.startPersistence(queryClient, persisted),
  })
  // Queued votes belong to a signed-in user: nothing to send, or to drop, before someone signs in.
  add({
    name: 'voteQueue',
    when: ['signedIn'],
    load: () => import('@/features/projects/voteQueueRunner'),
    start: ({ startVoteQueue }) => startVoteQueue(queryClient),
  })
  // A board on screen (even signed out) has older weeks' copies to drop when a newer one arrives.
  add({
    name: 'boardUpdates',
    when: ['signedIn', cacheHolds(queryClient, active(isBoardQuery))],
    load: () => import('@/features/boards/updateWatch'),
    start: ({ watchBoardUpdates }) => void watchBoardUpdates(queryClient),
  })
  // The service worker caches the site for next time; it waits until this visit has loaded.
  add({
    name: 'serviceWorker',
    when: ['idle'],
    load: () => import('@/features/pwa/serviceWorker'),
    start: ({ registerServiceWorker }) => void registerServiceWorker(),
  })
  return jobs
}
