import type { Query, QueryClient } from '@tanstack/react-query'
import { isBoardQuery } from '@/features/boards/boardKeys'
import { cacheHolds } from '@/features/shell/firstRender'
import { importRuntime } from '@/features/wallet/runtimePort'
import { walletStore } from '@/features/wallet/state/walletStore'
import type { Job } from './jobs'
import { loadPersistence } from './persistedCopy'

export interface BackgroundJobsInput {
  queryClient: QueryClient
  /** The persisted cache's text, or null when there is none. */
  persisted: Promise<string | null>
  /** Whether restoring that copy started persistence already (firstRender's restore). */
  persistenceStarted: Promise<boolean>
  /** A wallet connected on an earlier visit (returningWallet.hadConnection). */
  returningWallet: boolean
}

/**
 * Whether a query holds data, or a fetch under way, that `wanted` accepts. (A disabled query, e.g. one
 * waiting for a session, does not count.)
 */
const active = (wanted: (query: Query) => boolean) => (query: Query) =>
  wanted(query) && (query.state.data !== undefined || query.state.fetchStatus !== 'idle')

const never = new Promise<never>(() => {})

/** What the app does in the background once it is on screen, each started when it has work to do. */
export function backgroundJobs({
  queryClient,
  persisted,
  persistenceStarted,
  returningWallet,
}: BackgroundJobsInput): Job<unknown>[] {
  const jobs: Job<unknown>[] = []
  const add = <M>(job: Job<M>) => jobs.push(job)
  // A returning wallet is reconnected by wagmi as soon as the runtime is there: its code is fetched at
  // once, not at idle; the header shows the remembered wallet meanwhile (WalletHost).
  add({
    name: 'walletRuntime',
    when: returningWallet ? ['now'] : [],
    load: importRuntime,
    start: () => walletStore.preload(),
  })
  // Saving the cache for the next visit, once the page holds something worth saving (a restored copy
  // started it already).
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
  // The badge follows the signed-in user's standing; a board on screen (even signed out) also has
  // older weeks' copies to drop when a newer one arrives.
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
