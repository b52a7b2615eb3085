import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import { dehydrate, type QueryClient } from '@tanstack/react-query'
import { persistQueryClient, persistQueryClientSave } from '@tanstack/react-query-persist-client'
import { createStore, del, get, set } from 'idb-keyval'
import { config } from '@/config'
import { dropOtherUsersQueries, onUserSessionEnd } from '@/features/auth/sessionGuard'

/** Persisted data older than this is dropped; queries keep their data in memory at least as long. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

/**
 * The query cache in IndexedDB, so boards and the user's own data open offline. Only successful
 * queries are kept; a new app version (buster) starts afresh; queries of the signed-in user are
 * removed from the cache on sign-out, and so from what is persisted.
 */
export function startPersistence(queryClient: QueryClient) {
  const store = createStore('yarm-cache', 'queries')
  const key = 'yarm.queries'
  const persister = createAsyncStoragePersister({
    key,
    storage: {
      getItem: (key) => get<string>(key, store).then((value) => value ?? null),
      setItem: (key, value: string) => set(key, value, store),
      removeItem: (key) => del(key, store),
    },
    throttleTime: 1000,
  })
  const options = {
    queryClient,
    persister,
    buster: config.version,
    maxAge: PERSIST_MAX_AGE_MS,
    dehydrateOptions: {
      shouldDehydrateQuery: (query: { state: { status: string } }) => query.state.status === 'success',
      // A mutation cannot be resumed after a reload (its function is gone): work that must outlive
      // the page has its own queue (votes: voteQueue).
      shouldDehydrateMutation: () => false,
    },
  }
  const [unsubscribe, restored] = persistQueryClient(options)
  const save = () => persistQueryClientSave(options).catch(() => {})
  restored
    .then(() => {
      // A copy saved before a session ended elsewhere (another tab, a crash) may hold someone else's
      // data: it goes before anything is shown or saved again.
      dropOtherUsersQueries(queryClient)
      // Saving starts with the next change to the cache; what the page loaded before the restore
      // finished is saved now, so a page seen once is there offline.
      return save()
    })
    .catch(() => {
      // A corrupt or unreadable store: start without it; the persister overwrites it on the next save.
    })
  // The persister's throttled save could come too late (the tab closed right after signing out): the
  // copy without the user's data is written at once, in the persister's own format.
  const offSessionEnd = onUserSessionEnd(() => {
    const client = {
      buster: options.buster,
      timestamp: Date.now(),
      clientState: dehydrate(queryClient, options.dehydrateOptions),
    }
    void set(key, JSON.stringify(client), store).catch(() => {})
  })
  return () => {
    offSessionEnd()
    unsubscribe()
  }
}
