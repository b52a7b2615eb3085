import 'fake-indexeddb/auto'
import { QueryClient } from '@tanstack/react-query'
import { createStore, del, get } from 'idb-keyval'
import { afterEach, describe, expect, it } from 'vitest'
import { startPersistence } from './persistence'

const store = createStore('yarm-cache', 'queries')
const saved = async () => JSON.parse((await get<string>('yarm.queries', store)) ?? 'null')
const names = (client: { clientState: { queries: { meta?: { persist?: string } }[] } } | null) =>
  client?.clientState.queries.map((query) => query.meta?.persist) ?? []
/** Polls for up to about `ms`. */
const until = async (check: () => Promise<boolean>, ms = 1000) => {
  for (const end = Date.now() + ms; Date.now() < end && !(await check()); )
    await new Promise((resolve) => setTimeout(resolve, 10))
}

let stop = () => {}
afterEach(() => stop())

/** A name query as the app keeps it: persisted under the `name` schema. */
function putName(queryClient: QueryClient, address: string, name: string) {
  queryClient.setQueryData(['name', address], name)
  queryClient
    .getQueryCache()
    .find({ queryKey: ['name', address] })
    ?.setOptions({ queryKey: ['name', address], meta: { persist: 'name' } })
}

/** Persistence started, its restore's first save done: what follows waits for the persister's throttle. */
async function started() {
  await del('yarm.queries', store)
  const queryClient = new QueryClient()
  stop = startPersistence(queryClient).stop
  putName(queryClient, 'a', 'alice.eth')
  await until(async () => (await saved()) !== null)
  putName(queryClient, 'b', 'bob.eth')
  return queryClient
}

/** Inside the persister's 250 ms throttle: only a write at once can put both there in time. */
async function expectBothSavedSoon() {
  await until(async () => names(await saved()).length === 2, 120)
  expect(names(await saved())).toEqual(['name', 'name'])
}

describe('startPersistence', () => {
  it('leaves the hint that a copy is saved, for the next page to wait for it (main.tsx, public/early.js)', async () => {
    localStorage.clear()
    await started()
    expect(localStorage.getItem('yarm.cache.saved')).toBe('true')
  })

  it('writes the cache at once when the page is left, not a throttle later', async () => {
    await started()
    window.dispatchEvent(new Event('pagehide'))
    await expectBothSavedSoon()
  })

  it('leaves nothing to write as the page goes when everything is saved (WebKit would hold the store for it)', async () => {
    await started()
    await until(async () => names(await saved()).length === 2, 1000)
    const last = (await saved()).timestamp
    document.dispatchEvent(new Event('visibilitychange'))
    window.dispatchEvent(new Event('pagehide'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect((await saved()).timestamp).toBe(last)
  })

  it('begins no write as the page goes into the back-forward cache (WebKit would hold the store for it)', async () => {
    await started()
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    try {
      // A navigation: hidden, then pagehide in the same task, the page kept (persisted).
      document.dispatchEvent(new Event('visibilitychange'))
      const kept = new Event('pagehide')
      Object.defineProperty(kept, 'persisted', { value: true })
      window.dispatchEvent(kept)
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(names(await saved())).toEqual(['name'])
      // Hidden without leaving (another app in front): written as soon as the task ends.
      document.dispatchEvent(new Event('visibilitychange'))
      await expectBothSavedSoon()
    } finally {
      delete (document as { visibilityState?: unknown }).visibilityState
    }
  })

  it('writes the cache at once when the device goes offline (a reload offline finds the page)', async () => {
    await started()
    window.dispatchEvent(new Event('offline'))
    await expectBothSavedSoon()
  })

  it('writes the cache at once when something the person did is settled (a vote, queued or sent)', async () => {
    const queryClient = await started()
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: async () => 'queued' })
      .execute(undefined)
    await expectBothSavedSoon()
  })

  it('never writes over the saved copy before it is restored: a page left that early keeps the old one whole', async () => {
    // The last page saved alice's name.
    await started()
    window.dispatchEvent(new Event('pagehide'))
    await expectBothSavedSoon()
    stop()
    const before = await get<string>('yarm.queries', store)
    const keys = async () =>
      ((await saved())?.clientState.queries ?? []).map((query: { queryKey: unknown[] }) => query.queryKey[1])
    // The next page: its read of that copy is slow (early.js's IndexedDB read), and it learns carol's name meanwhile.
    let finishRead: (value: string | null) => void = () => {}
    const read = new Promise<string | null>((resolve) => {
      finishRead = resolve
    })
    const queryClient = new QueryClient()
    stop = startPersistence(queryClient, read).stop
    putName(queryClient, 'c', 'carol.eth')
    window.dispatchEvent(new Event('pagehide'))
    window.dispatchEvent(new Event('offline'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await keys()).toEqual(['a', 'b'])
    // Once restored, what it learnt is saved with what it restored.
    finishRead(before ?? null)
    await until(async () => (await keys()).length === 3)
    expect((await keys()).sort()).toEqual(['a', 'b', 'c'])
  })
})
