// The spec's figures (product-spec.txt section 9 table, wallet-modal.md), written here as the spec
// writes them: each test fails if the code's own constant drifts, which a test comparing the code
// with itself never would.
import { readFileSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { headTags } from '../scripts/prerender'
import { apiRequest } from './api/client'
import { isStale, saveSignIn, tokensStore } from './api/session'
import { chains } from './chains/chains'
import { MULTICALL_BATCH, RPC_OPTIONS, rpcTransport } from './chains/transports'
import { userQueries } from './features/auth/queries'
import { RECEIPT_TIMEOUT_MS } from './features/wallet/runtime/TransactionWatcher'

const MINUTE = 60_000

describe('token staleness: 5 minutes', () => {
  const now = 1_800_000_000_000
  it('keeps a 4-minute-old token, refreshes one just over 5 minutes old', () => {
    expect(isStale({ accessToken: 'a', refreshToken: 'r', updatedAt: now - 4 * MINUTE }, now)).toBe(false)
    expect(isStale({ accessToken: 'a', refreshToken: 'r', updatedAt: now - 5 * MINUTE }, now)).toBe(false)
    expect(isStale({ accessToken: 'a', refreshToken: 'r', updatedAt: now - 5 * MINUTE - 1 }, now)).toBe(true)
  })

  describe('on the wire', () => {
    let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>
    beforeEach(() => {
      fetchMock = vi.fn<typeof fetch>(
        async () => new Response('{"value":1}', { headers: { 'Content-Type': 'application/json' } }),
      )
      vi.stubGlobal('fetch', fetchMock)
    })
    afterEach(() => vi.unstubAllGlobals())

    it('sends a 4-minute-old token as it is, with no refresh', async () => {
      saveSignIn({ accessToken: 'four', refreshToken: 'r' }, { xId: '1', xHandle: 'alice_yaps' })
      tokensStore.write({ accessToken: 'four', refreshToken: 'r', updatedAt: Date.now() - 4 * MINUTE })
      await apiRequest('/v1/x', { schema: z.object({ value: z.number() }), auth: true })
      expect(fetchMock).toHaveBeenCalledTimes(1)
      expect(String(fetchMock.mock.calls[0]?.[0])).not.toMatch(/refresh/)
      expect(((fetchMock.mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>).Authorization).toBe(
        'Bearer four',
      )
    })
  })
})

describe('user info cache: 180000 ms', () => {
  it('is stale and collected after 180000 ms', () => {
    const options = userQueries.info('1')
    expect(options.staleTime).toBe(180000)
    expect(options.gcTime).toBe(180000)
  })
})

describe('RPC transports', () => {
  it('time out after 10 s and batch up to 1000 calls', () => {
    expect(RPC_OPTIONS.timeout).toBe(10000)
    expect(RPC_OPTIONS.batch.batchSize).toBe(1000)
    const transport = rpcTransport('http://127.0.0.1:8545')({})
    expect(transport.config.timeout).toBe(10000)
  })

  it('batch multicall reads at 1024 bytes', () => {
    expect(MULTICALL_BATCH.multicall.batchSize).toBe(1024)
  })

  it('give up waiting for a receipt after 300000 ms', () => {
    expect(RECEIPT_TIMEOUT_MS).toBe(300000)
  })
})

describe('the BNB Smart Chain definition', () => {
  it('is chain 56, BNB with 18 decimals, with an RPC URL, an explorer and multicall3', () => {
    const bnb = chains.find((chain) => chain.id === 56)
    expect(bnb?.nativeCurrency).toMatchObject({ symbol: 'BNB', decimals: 18 })
    expect(bnb?.rpcUrls.default.http[0]).toMatch(/^https?:\/\//)
    expect(bnb?.blockExplorers?.default.url).toBe('https://bscscan.com')
    expect(bnb?.contracts?.multicall3?.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  })
})

describe('the share image: 1200x630', () => {
  it('is announced as 1200x630 in both size tags', () => {
    const head = headTags(
      {
        title: 't',
        description: 'd',
        canonical: 'https://yarm.xyz/',
        image: 'https://yarm.xyz/og-image.png',
      },
      'Yarm',
    )
    expect(head).toContain('<meta property="og:image:width" content="1200" />')
    expect(head).toContain('<meta property="og:image:height" content="630" />')
  })

  it('is a 1200x630 PNG', () => {
    // The PNG header's IHDR chunk holds width and height, big-endian, at bytes 16 and 20.
    const png = readFileSync('public/og-image.png')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
  })
})
