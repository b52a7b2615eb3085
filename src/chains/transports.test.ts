// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient } from 'viem'
import { base } from 'viem/chains'
import { afterEach, describe, expect, it } from 'vitest'
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

  it('retries 3 times from 150 ms, doubling, on the spec statuses', async () => {
    const rpc = await rpcServer([{ status: 503 }, { status: 502 }, { status: 500 }])
    const client = createPublicClient({ chain: base, transport: rpcTransport(rpc.url) })
    await expect(client.getChainId()).resolves.toBe(8453)
    const gaps = rpc.arrivals.slice(1).map((time, index) => time - (rpc.arrivals[index] ?? 0))
    expect(gaps).toHaveLength(3)
    expect(gaps[0]).toBeGreaterThanOrEqual(140)
    expect(gaps[1]).toBeGreaterThanOrEqual(290)
    expect(gaps[2]).toBeGreaterThanOrEqual(590)
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
