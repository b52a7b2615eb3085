import 'fake-indexeddb/auto'
import { QueryClient } from '@tanstack/react-query'
import { createStore, get } from 'idb-keyval'
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

describe('startPersistence', () => {
  it('writes the cache at once when the page is left, not a throttle later', async () => {
    const queryClient = new QueryClient()
    stop = startPersistence(queryClient)
    queryClient.setQueryData(['name', 'a'], 'alice.eth')
    queryClient
      .getQueryCache()
      .find({ queryKey: ['name', 'a'] })
      ?.setOptions({
        queryKey: ['name', 'a'],
        meta: { persist: 'name' },
      })
    // The restore's first save has happened: what follows waits for the persister's throttle.
    await until(async () => (await saved()) !== null)
    queryClient.setQueryData(['name', 'b'], 'bob.eth')
    queryClient
      .getQueryCache()
      .find({ queryKey: ['name', 'b'] })
      ?.setOptions({
        queryKey: ['name', 'b'],
        meta: { persist: 'name' },
      })
    window.dispatchEvent(new Event('pagehide'))
    // Well inside the persister's 1 s throttle: only the write on leaving can put it there in time.
    await until(async () => names(await saved()).length === 2, 400)
    expect(names(await saved())).toEqual(['name', 'name'])
  })
})
