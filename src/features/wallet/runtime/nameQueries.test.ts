import 'fake-indexeddb/auto'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { config } from '@/config'
import { readCachedName } from './nameCache'
import { walletQueries } from './nameQueries'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

const answer = (data: string | null) => new Response(JSON.stringify({ data }), { status: 200 })

describe('name lookup', () => {
  it('asks the name service once, then reads the name from IndexedDB for 180 minutes', async () => {
    fetchMock.mockResolvedValue(answer('yarmtester.eth'))
    const first = new QueryClient()
    await expect(first.fetchQuery(walletQueries.name(address))).resolves.toBe('yarmtester.eth')
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      `${config.nameServiceUrl}/v1/resolve-ens?address=${address}`,
    )

    const second = new QueryClient()
    await expect(second.fetchQuery(walletQueries.name(address))).resolves.toBe('yarmtester.eth')
    expect(fetchMock).toHaveBeenCalledTimes(1)

    // Spec §9: 180 minutes.
    const minutes = (n: number) => Date.now() + n * 60_000
    expect(await readCachedName(address, minutes(179))).toBe('yarmtester.eth')
    expect(await readCachedName(address, minutes(180) + 1_000)).toBeUndefined()
  })

  it('does not cache the absence of a name, and drops names carrying markup', async () => {
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    fetchMock.mockResolvedValueOnce(answer(null)).mockResolvedValueOnce(answer('<img src=x>.eth'))
    await expect(new QueryClient().fetchQuery(walletQueries.name(other))).resolves.toBeNull()
    await expect(new QueryClient().fetchQuery(walletQueries.name(other))).resolves.toBeNull()
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(await readCachedName(other)).toBeUndefined()
  })

  it('is stale after 10 minutes and retried once', () => {
    const options = walletQueries.name(address)
    expect(options.staleTime).toBe(600_000)
    expect(options.retry).toBe(1)
  })
})
