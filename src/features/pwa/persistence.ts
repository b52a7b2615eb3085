import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import { dehydrate, type QueryClient } from '@tanstack/react-query'
import { persistQueryClient, persistQueryClientSave } from '@tanstack/react-query-persist-client'
import { del, get, set, type UseStore } from 'idb-keyval'
import { persistedSchema } from '@/api/persisted'
import { config } from '@/config'
import { dropOtherUsersQueries, onUserSessionEnd } from '@/features/auth/sessionGuard'
import { persistedHint } from './earlyPersisted'
import { PERSISTED_KEY, persistedStore } from './persistedStore'

/** Persisted data older than this is dropped; queries keep their data in memory at least as long. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000

interface StoredQuery {
  meta?: { persist?: unknown }
  state?: { data?: unknown }
}

/** Untrusted (another version, a damaged disk): each query is parsed again with the schema its meta names, or dropped. */
export function keepValidQueries(text: string) {
  const persisted = JSON.parse(text)
  const queries: unknown = persisted?.clientState?.queries
  if (!Array.isArray(queries)) throw new Error('Not a persisted query cache')
  persisted.clientState.queries = queries.flatMap((query: StoredQuery) => {
    const parsed = persistedSchema(query?.meta?.persist)?.safeParse(query?.state?.data)
    return parsed?.success ? [{ ...query, state: { ...query.state, data: parsed.data } }] : []
  })
  persisted.clientState.mutations = []
  return persisted
}

/** The store, and a way to abort the writes it has under way (each keeps the copy before it whole). */
function withAbortableWrites(store: UseStore) {
  const writing = new Set<IDBTransaction>()
  const tracked: UseStore = (mode, callback) =>
    store(mode, (objectStore) => {
      const transaction = objectStore.transaction
      if (mode === 'readwrite') {
        writing.add(transaction)
        for (const end of ['complete', 'abort', 'error'])
          transaction.addEventListener(end, () => writing.delete(transaction))
      }
      return callback(objectStore)
    })
  /** Returns how many it aborted. */
  const abortWrites = () => {
    let aborted = 0
    for (const transaction of writing) {
      try {
        transaction.abort()
        aborted++
      } catch {
        // Already finished.
      }
    }
    return aborted
  }
  return { store: tracked, abortWrites }
}

/** Only successful queries; a new app version (buster) starts afresh; the signed-in user's queries go on sign-out. */
export function startPersistence(queryClient: QueryClient, alreadyRead?: Promise<string | null>) {
  const { store, abortWrites } = withAbortableWrites(persistedStore())
  const key = PERSISTED_KEY
  // Each copy saved says so where the next page's start can see it without opening IndexedDB.
  // Whether the cache changed since the last write began (the events the persister saves on).
  let unsaved = false
  const write = (value: string) => {
    unsaved = false
    return set(key, value, store).then(() => persistedHint.write(true))
  }
  // The restore's read, when main.tsx started it early (readPersisted); any later read goes to the store.
  let early = alreadyRead
  const persister = createAsyncStoragePersister({
    key,
    storage: {
      getItem: (key) => {
        const read = early ?? get<string>(key, store).then((value) => value ?? null)
        early = undefined
        return read
      },
      setItem: (_key, value: string) => write(value),
      removeItem: (key) => del(key, store).then(() => persistedHint.remove()),
    },
    // Short: a page left within the throttle loses what it learnt (a write started while it unloads may
    // be aborted), and the next page restores without it (seen: the user's votes missing offline).
    throttleTime: 250,
    deserialize: keepValidQueries,
  })
  const options = {
    queryClient,
    persister,
    buster: config.version,
    maxAge: PERSIST_MAX_AGE_MS,
    dehydrateOptions: {
      // Only answers that name their schema are kept, so each can be checked again when restored.
      shouldDehydrateQuery: (query: { state: { status: string }; meta?: { persist?: unknown } }) =>
        query.state.status === 'success' && persistedSchema(query.meta?.persist) !== undefined,
      // A mutation cannot be resumed after a reload (its function is gone): work that must outlive
      // the page has its own queue (votes: voteQueue).
      shouldDehydrateMutation: () => false,
    },
  }
  const [unsubscribe, restoring] = persistQueryClient(options)
  const save = () => persistQueryClientSave(options).catch(() => {})
  const restored = restoring.then(
    () => {
      // A copy saved before a session ended elsewhere may hold someone else's data.
      dropOtherUsersQueries(queryClient)
      // What the page loaded before the restore finished is saved now, so a page seen once is there offline.
      void save()
    },
    () => {
      // A corrupt or unreadable store: start without it; the persister overwrites it on the next save.
    },
  )
  // The persister's throttled save can come too late: written at once, in the persister's own format. Not
  // before the saved copy is restored, though: the cache would lack it, and the write would replace it with
  // the little this page has loaded so far (seen in WebKit: a vote's settling on the next page, offline, left
  // the Pre-Yarms it had shown out of the copy). A page left before then keeps the old copy whole.
  const writeNow = () => {
    void restored.then(() => {
      const client = {
        buster: options.buster,
        timestamp: Date.now(),
        clientState: dehydrate(queryClient, options.dehydrateOptions),
      }
      return write(JSON.stringify(client)).catch(() => {})
    })
  }
  // A session that ended (the tab may close right after signing out) leaves no copy of its data.
  const offSessionEnd = onUserSessionEnd(writeNow)
  // A vote is saved as soon as it is settled, and what the page shows the moment the device goes offline:
  // Chromium may abort a write started while the page unloads, so pagehide and hidden are only a last chance.
  const offMutations = queryClient.getMutationCache().subscribe((event) => {
    const status = event.mutation?.state.status
    if (event.type === 'updated' && (status === 'success' || status === 'error')) writeNow()
  })
  const offCache = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') unsaved = true
  })
  // Only what is not saved yet: WebKit keeps a page it may bring back (back-forward cache) with a write
  // begun as it left suspended, and that write holds the store, so every later page's read and write waits
  // on it (seen: after the X sign-in's round trip, the offline visit found nothing saved).
  const writeIfUnsaved = () => {
    if (unsaved) writeNow()
  }
  // Nor one begun as the page goes into that cache (pagehide's `persisted`): hidden by a navigation, the
  // page gets pagehide in the same task, so the hidden write waits for the next task, which a page kept in
  // memory runs only once it is shown again. Seen in WebKit: the offline board page, left for Pre-Yarms,
  // held the store, and Pre-Yarms could not read its copy.
  let hiddenWrite: ReturnType<typeof setTimeout> | undefined
  const onHide = () => {
    if (document.visibilityState === 'hidden') hiddenWrite = setTimeout(writeIfUnsaved)
  }
  // A write still under way then (the persister's throttled one) is aborted, and made again if the page
  // is shown again.
  const onPageHide = (event: PageTransitionEvent) => {
    clearTimeout(hiddenWrite)
    if (!event.persisted) return writeIfUnsaved()
    if (abortWrites() > 0) unsaved = true
  }
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) writeIfUnsaved()
  }
  window.addEventListener('offline', writeNow)
  window.addEventListener('pagehide', onPageHide)
  window.addEventListener('pageshow', onPageShow)
  document.addEventListener('visibilitychange', onHide)
  const stop = () => {
    offSessionEnd()
    offMutations()
    offCache()
    window.removeEventListener('offline', writeNow)
    window.removeEventListener('pagehide', onPageHide)
    window.removeEventListener('pageshow', onPageShow)
    clearTimeout(hiddenWrite)
    document.removeEventListener('visibilitychange', onHide)
    unsubscribe()
  }
  return { stop, restored }
}
