// The spec's figures (product-spec.txt section 9 table, wallet-modal.md), written here as the spec
// writes them: each test fails if the code's own constant drifts, which a test comparing the code
// with itself never would.
import { readFileSync } from 'node:fs'
import {
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionResult,
  erc20Abi,
  type Hex,
  multicall3Abi,
} from 'viem'
import { readContract } from 'viem/actions'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getClient } from 'wagmi/actions'
import * as z from 'zod/mini'
import { headTags } from '../scripts/prerender'
import { apiRequest } from './api/client'
import { isStale, saveSignIn, tokensStore } from './api/session'
import { chains } from './chains/chains'
import { RPC_OPTIONS, rpcTransport } from './chains/transports'
import { userQueries } from './features/auth/queries'
import { publicClientFor } from './features/chain/publicClient'
import { RECEIPT_TIMEOUT_MS } from './features/wallet/runtime/TransactionWatcher'
import { wagmiConfig } from './features/wallet/runtime/wagmiConfig'

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
  it('time out after 10 s', () => {
    expect(RPC_OPTIONS.timeout).toBe(10000)
    const transport = rpcTransport('http://127.0.0.1:8545')({})
    expect(transport.config.timeout).toBe(10000)
  })

  describe('through the clients that use them', () => {
    /** Every JSON-RPC request body sent, as parsed; eth_calls to multicall3 answered call by call. */
    let bodies: unknown[]
    beforeEach(() => {
      bodies = []
      vi.stubGlobal(
        'fetch',
        vi.fn(async (_url: string, init: RequestInit) => {
          const body = JSON.parse(String(init.body)) as RpcCall | RpcCall[]
          bodies.push(body)
          return Response.json(Array.isArray(body) ? body.map(answer) : answer(body))
        }),
      )
    })
    afterEach(() => vi.unstubAllGlobals())

    it('the public client of the deposit dialogs sends up to 1000 calls in one request', async () => {
      const client = publicClientFor(8453)
      const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
      await Promise.all(Array.from({ length: 1001 }, () => client.getBalance({ address })))
      expect(bodies.map((body) => (Array.isArray(body) ? body.length : 1))).toEqual([1000, 1])
    })

    it('the wallet runtime reads BNB Smart Chain through multicall in batches of 1024 bytes', async () => {
      const client = getClient(wagmiConfig, { chainId: 56 })
      // balanceOf(address): 36 bytes of calldata, so 28 calls (1008 bytes) fit in a batch and 29 do not.
      const token = '0x55d398326f99059fF775485246999027B3197955'
      await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          readContract(client, {
            address: token,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [`0x${(index + 1).toString(16).padStart(40, '0')}`],
          }),
        ),
      )
      const batches = bodies
        .flat()
        .map((body) => decodeFunctionData({ abi: multicall3Abi, data: callData(body as RpcCall) }).args[0])
      expect(batches.map((calls) => calls?.length)).toEqual([28, 2])
    })
  })

  it('give up waiting for a receipt after 300000 ms', () => {
    expect(RECEIPT_TIMEOUT_MS).toBe(300000)
  })
})

describe('the chains offered', () => {
  it('all but BNB Smart Chain use ETH with 18 decimals: Ethereum, Base, Arbitrum One and OP Mainnet', () => {
    const eth = chains.filter((chain) => chain.nativeCurrency.symbol === 'ETH')
    expect(eth.map((chain) => chain.id)).toEqual([1, 8453, 42161, 10])
    for (const chain of eth) expect(chain.nativeCurrency.decimals).toBe(18)
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

interface RpcCall {
  id: number
  method: string
  params: unknown[]
}

const callData = (call: RpcCall) => (call.params[0] as { data: Hex }).data

/** A node that knows nothing: balances are 0, and each multicall3 call succeeds with a 0. */
function answer(call: RpcCall) {
  if (call.method !== 'eth_call') return { jsonrpc: '2.0', id: call.id, result: '0x0' }
  const { args } = decodeFunctionData({ abi: multicall3Abi, data: callData(call) })
  const results = (args[0] as readonly unknown[]).map(() => ({
    success: true,
    returnData: encodeAbiParameters([{ type: 'uint256' }], [0n]),
  }))
  return {
    jsonrpc: '2.0',
    id: call.id,
    result: encodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', result: results }),
  }
}
