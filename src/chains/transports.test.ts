// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient } from 'viem'
import { base } from 'viem/chains'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { rpcTransport } from './transports'

let server: Server | undefined

afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** A JSON-RPC endpoint that answers with `statuses` in turn, then succeeds; records arrival times. */
async function rpcServer(statuses: { status: number; headers?: Record<string, string> }[]) {
  const arrivals: number[] = []
  const bodies: unknown[] = []
  server = createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk) => {
      raw += chunk
    })
    request.on('end', () => {
      arrivals.push(Date.now())
      const body = JSON.parse(raw)
      bodies.push(body)
      const next = statuses.shift()
      if (next) {
        response.writeHead(next.status, next.headers).end('busy')
        return
      }
      const answer = (call: { id: number }) => ({ jsonrpc: '2.0', id: call.id, result: '0x2105' })
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)))
    })
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, arrivals, bodies }
}

describe('RPC transport', () => {
  it('waits as long as Retry-After says on a 429, then succeeds', async () => {
    const rpc = await rpcServer([{ status: 429, headers: { 'Retry-After': '1' } }])
    const client = createPublicClient({ chain: base, transport: rpcTransport(rpc.url) })
    await expect(client.getChainId()).resolves.toBe(8453)
    expect(rpc.arrivals).toHaveLength(2)
    const [first = 0, second = 0] = rpc.arrivals
    expect(second - first).toBeGreaterThanOrEqual(950)
  })

  it('gives up after 3 retries, and never retries a 400', async () => {
    const failing = await rpcServer([{ status: 503 }, { status: 503 }, { status: 503 }, { status: 503 }])
    const client = createPublicClient({ chain: base, transport: rpcTransport(failing.url) })
    await expect(client.getChainId()).rejects.toThrow(/HTTP request failed/)
    expect(failing.arrivals).toHaveLength(4)
    await new Promise<void>((resolve) => server?.close(() => resolve()))

    const bad = await rpcServer([{ status: 400 }])
    const badClient = createPublicClient({ chain: base, transport: rpcTransport(bad.url) })
    await expect(badClient.getChainId()).rejects.toThrow()
    expect(bad.arrivals).toHaveLength(1)
  })

  it('batches concurrent calls into one HTTP request', async () => {
    const rpc = await rpcServer([])
    const client = createPublicClient({ chain: base, transport: rpcTransport(rpc.url) })
    const addresses = ['0x1', '0x2', '0x3'].map((tail) => `0x${tail.slice(2).padStart(40, '0')}` as const)
    await Promise.all(addresses.map((address) => client.getBalance({ address })))
    expect(rpc.bodies).toHaveLength(1)
    expect(rpc.bodies[0]).toHaveLength(3)
  })
})

/**
 * The node's answers on the test's clock: `fetch` answers with `statuses` in turn, then succeeds, and notes
 * the time of each request, so every wait between two is counted to the millisecond.
 */
function clockedNode(statuses: { status: number; headers?: Record<string, string> }[]) {
  vi.useFakeTimers({ now: 0, toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  const times: number[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      times.push(Date.now())
      const next = statuses.shift()
      if (next) return new Response('busy', next)
      const body = JSON.parse(String(init.body))
      const answer = (call: { id: number }) => ({ jsonrpc: '2.0', id: call.id, result: '0x2105' })
      return Response.json(Array.isArray(body) ? body.map(answer) : answer(body))
    }),
  )
  const client = createPublicClient({ chain: base, transport: rpcTransport('https://node.test') })
  return { client, times }
}

/** Runs `call` to its end, moving the clock on through its waits. */
async function settle<T>(call: Promise<T>): Promise<T> {
  const outcome = call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )
  await vi.runAllTimersAsync()
  const result = await outcome
  if ('error' in result) throw result.error
  return result.value
}

/**
 * The waits between requests, less the 16 ms every request (a retry too) spends gathering a batch: what
 * is left is the retry's own delay.
 */
const gaps = (times: number[]) => times.slice(1).map((time, index) => time - (times[index] ?? 0) - 16)

describe('RPC retries, request by request (spec section 9)', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('3 retries, 150 ms, then 300 ms, then 600 ms after the one before', async () => {
    const node = clockedNode([{ status: 503 }, { status: 502 }, { status: 500 }])
    await expect(settle(node.client.getChainId())).resolves.toBe(8453)
    expect(gaps(node.times)).toEqual([150, 300, 600])
  })

  it('gives up after the third retry', async () => {
    const node = clockedNode([500, 500, 500, 500, 500].map((status) => ({ status })))
    await expect(settle(node.client.getChainId())).rejects.toThrow(/HTTP request failed/)
    expect(gaps(node.times)).toEqual([150, 300, 600])
  })

  it.for([403, 408, 413, 429, 500, 502, 503, 504])('retries a %i', async (status) => {
    const node = clockedNode([{ status }])
    await expect(settle(node.client.getChainId())).resolves.toBe(8453)
    expect(gaps(node.times)).toEqual([150])
  })

  it.for([400, 401, 404, 501])('does not retry a %i', async (status) => {
    const node = clockedNode([{ status }])
    await expect(settle(node.client.getChainId())).rejects.toThrow()
    expect(node.times).toHaveLength(1)
  })

  it.for([429, 503])('waits as long as Retry-After says on a %i, in seconds', async (status) => {
    const node = clockedNode([{ status, headers: { 'Retry-After': '3' } }, { status: 503 }])
    await expect(settle(node.client.getChainId())).resolves.toBe(8453)
    // The next retry without the header is back on the doubling: the second one waits 300 ms.
    expect(gaps(node.times)).toEqual([3_000, 300])
  })
})
