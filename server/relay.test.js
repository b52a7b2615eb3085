// @ts-check
import { SignClient } from '@walletconnect/sign-client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import WebSocket from 'ws'
import { startRelay } from './relay.js'

/**
 * The relay against the real SDK: a dapp and a wallet, each a `@walletconnect/sign-client` as the app and
 * wallets use it, pair, approve, request and answer through it; and its JSON-RPC checked directly.
 */

/** @type {Awaited<ReturnType<typeof startRelay>>} */
let relay
/** @type {{ client: InstanceType<typeof SignClient>, storage: ReturnType<typeof memoryStorage> }[]} */
let clients = []
/** @type {string[]} */
let outside = []

// Each client gets its own SDK core: by default the SDK shares one per storage prefix in a process.
process.env.DISABLE_GLOBAL_CORE = 'true'

beforeEach(async () => {
  relay = await startRelay()
  clients = []
  outside = []
  // Nothing may leave the machine: the SDK's verify, analytics and RPC calls must all be off.
  const realFetch = globalThis.fetch
  vi.stubGlobal('fetch', (/** @type {any} */ input, /** @type {any} */ init) => {
    const url = String(input instanceof Request ? input.url : input)
    if (!/^https?:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url)) {
      outside.push(url)
      return Promise.reject(new TypeError(`fetch to ${url} blocked in tests`))
    }
    return realFetch(input, init)
  })
})

afterEach(async () => {
  await Promise.all(clients.map(({ client }) => client.core.relayer.transportClose().catch(() => {})))
  await relay.close()
  vi.unstubAllGlobals()
})

/** The SDK's key-value storage, in memory, so that a client can be "reloaded" with what it had saved. */
function memoryStorage(entries = new Map()) {
  return {
    entries,
    getKeys: async () => [...entries.keys()],
    getEntries: async () => [...entries.entries()],
    getItem: async (/** @type {string} */ key) => entries.get(key),
    setItem: async (/** @type {string} */ key, /** @type {unknown} */ value) => {
      entries.set(key, structuredClone(value))
    },
    removeItem: async (/** @type {string} */ key) => {
      entries.delete(key)
    },
  }
}

/** @param {string} name @param {ReturnType<typeof memoryStorage>} [storage] */
async function client(name, storage = memoryStorage()) {
  const signClient = await SignClient.init({
    projectId: 'local-relay-test',
    relayUrl: relay.url,
    customStoragePrefix: name,
    storage: /** @type {any} */ (storage),
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name, description: name, url: `http://${name}.local`, icons: [] },
  })
  // Verify is an online service; the wallet asks it about each proposal's origin.
  signClient.core.verify.resolve = async () => /** @type {any} */ (undefined)
  clients.push({ client: signClient, storage })
  return signClient
}

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const NAMESPACES = {
  eip155: {
    accounts: [`eip155:8453:${ACCOUNT}`],
    methods: ['personal_sign', 'eth_sendTransaction'],
    events: ['accountsChanged', 'chainChanged'],
    chains: ['eip155:8453'],
  },
}
const PROPOSAL = {
  optionalNamespaces: {
    eip155: {
      chains: ['eip155:8453'],
      methods: ['personal_sign', 'eth_sendTransaction'],
      events: ['accountsChanged', 'chainChanged'],
    },
  },
}

/**
 * @template T
 * @param {(resolve: (value: T) => void) => void} register
 */
const once = (register) => new Promise(register)

/** @param {InstanceType<typeof SignClient>} wallet */
const nextProposal = (wallet) =>
  once((/** @type {(p: any) => void} */ resolve) => wallet.once('session_proposal', resolve))

describe('two SDK clients through the relay', () => {
  it('pair, approve, request and respond, end the session', async () => {
    const dapp = await client('dapp')
    const wallet = await client('wallet')
    const { uri, approval } = await dapp.connect(PROPOSAL)
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)

    const proposed = nextProposal(wallet)
    await wallet.pair({ uri: /** @type {string} */ (uri) })
    const proposal = await proposed
    expect(proposal.params.proposer.metadata.name).toBe('dapp')
    const { topic, acknowledged } = await wallet.approve({ id: proposal.id, namespaces: NAMESPACES })
    const session = await approval()
    expect(session.topic).toBe(topic)
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:8453:${ACCOUNT}`])
    await acknowledged()

    const requested = once((/** @type {(r: any) => void} */ resolve) =>
      wallet.once('session_request', resolve),
    )
    const answer = dapp.request({
      topic,
      chainId: 'eip155:8453',
      request: { method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT] },
    })
    const request = await requested
    expect(request.params.request.method).toBe('personal_sign')
    await wallet.respond({ topic, response: { id: request.id, jsonrpc: '2.0', result: '0xsigned' } })
    await expect(answer).resolves.toBe('0xsigned')

    const deleted = once((/** @type {(e: any) => void} */ resolve) => dapp.once('session_delete', resolve))
    await wallet.disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } })
    expect((await deleted).topic).toBe(topic)
    expect(outside).toEqual([])
  }, 20_000)

  it('a rejected proposal reaches the dapp as a rejection', async () => {
    const dapp = await client('dapp')
    const wallet = await client('wallet')
    const { uri, approval } = await dapp.connect(PROPOSAL)
    const proposed = nextProposal(wallet)
    await wallet.pair({ uri: /** @type {string} */ (uri) })
    const proposal = await proposed
    await wallet.reject({ id: proposal.id, reason: { code: 5000, message: 'User rejected.' } })
    await expect(approval()).rejects.toMatchObject({ code: 5000 })
  }, 20_000)

  it('holds the approval for a dapp that was away, and delivers it when the dapp comes back', async () => {
    const dappStorage = memoryStorage()
    const dapp = await client('dapp', dappStorage)
    const wallet = await client('wallet')
    const { uri } = await dapp.connect(PROPOSAL)
    // The tab goes away (a phone's browser discards it while the user is in the wallet app).
    await dapp.core.relayer.transportClose()

    const proposed = nextProposal(wallet)
    await wallet.pair({ uri: /** @type {string} */ (uri) })
    const proposal = await proposed
    const { topic } = await wallet.approve({ id: proposal.id, namespaces: NAMESPACES })
    expect(relay.stats().messages).toBeGreaterThanOrEqual(2)

    // The page loads again: a new SDK client from what the old one saved, same prefix, same keys.
    await waitFor(() => dappStorage.entries.size > 0)
    const again = await client('dapp', memoryStorage(new Map(dappStorage.entries)))
    await waitFor(() => again.session.getAll().some((session) => session.topic === topic), 15_000)
    expect(again.session.get(topic).namespaces.eip155?.accounts).toEqual([`eip155:8453:${ACCOUNT}`])
  }, 20_000)
})

/** @param {() => boolean} check */
async function waitFor(check, timeout = 5_000) {
  const deadline = Date.now() + timeout
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** @param {string} jwtSub @param {string} [jwtIss] */
function relayUrlFor(jwtSub, jwtIss) {
  const claims = jwtIss ? { iss: jwtIss, sub: jwtSub } : { sub: jwtSub }
  const jwt = `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`
  return `${relay.url}/?auth=${jwt}&projectId=x`
}

/**
 * A raw JSON-RPC connection, for what the SDK does not show.
 * @param {string} [jwtSub] @param {string} [jwtIss]
 */
async function raw(jwtSub = 'did:key:raw', jwtIss) {
  const socket = new WebSocket(relayUrlFor(jwtSub, jwtIss))
  await once((resolve) => socket.once('open', () => resolve(undefined)))
  /** @type {any[]} */
  const received = []
  socket.on('message', (data) => received.push(JSON.parse(String(data))))
  let id = 1
  return {
    socket,
    received,
    /** @param {string} method @param {unknown} params */
    async call(method, params) {
      const requestId = id++
      socket.send(JSON.stringify({ id: requestId, jsonrpc: '2.0', method, params }))
      await waitFor(() => received.some((message) => message.id === requestId))
      return received.find((message) => message.id === requestId)
    },
    deliveries: () => received.filter((message) => message.method === 'irn_subscription'),
  }
}

const TOPIC = 'ab'.repeat(32)

describe('relay JSON-RPC', () => {
  it('delivers to subscribers but not back to the publisher; holds for a later subscriber', async () => {
    const alice = await raw('did:key:alice')
    const bob = await raw('did:key:bob')
    expect((await alice.call('irn_subscribe', { topic: TOPIC })).result).toMatch(/^[0-9a-f]{64}$/)
    expect((await bob.call('irn_publish', { topic: TOPIC, message: 'm1', ttl: 300 })).result).toBe(true)
    await waitFor(() => alice.deliveries().length === 1)
    expect(alice.deliveries()[0].params.data).toMatchObject({ topic: TOPIC, message: 'm1' })
    expect(bob.deliveries()).toHaveLength(0)

    const carol = await raw('did:key:carol')
    expect((await carol.call('irn_batchSubscribe', { topics: [TOPIC] })).result).toHaveLength(1)
    await waitFor(() => carol.deliveries().length === 1)
  })

  it('knows a client by its did:key (iss), not the random sub the SDK makes on each start', async () => {
    // A page that proposed, then reloaded: the same client, a new sub. Handed its own proposal back, it would
    // answer it with an error, and the wallet would drop the proposal.
    const before = await raw('session-1', 'did:key:dapp')
    await before.call('irn_publish', { topic: TOPIC, message: 'proposal', ttl: 300 })
    before.socket.close()
    const after = await raw('session-2', 'did:key:dapp')
    await after.call('irn_subscribe', { topic: TOPIC })
    const wallet = await raw('session-3', 'did:key:wallet')
    await wallet.call('irn_subscribe', { topic: TOPIC })
    await waitFor(() => wallet.deliveries().length === 1)
    expect(after.deliveries()).toHaveLength(0)
  })

  it('a message acknowledged by a client is not delivered to it again; an unacknowledged one is', async () => {
    const sender = await raw('did:key:sender')
    await sender.call('irn_publish', { topic: TOPIC, message: 'm1', ttl: 300 })
    const first = await raw('did:key:reader')
    await first.call('irn_subscribe', { topic: TOPIC })
    await waitFor(() => first.deliveries().length === 1)
    // No acknowledgement: the connection drops (the tab is discarded before the SDK answered).
    first.socket.terminate()
    const second = await raw('did:key:reader')
    await second.call('irn_subscribe', { topic: TOPIC })
    await waitFor(() => second.deliveries().length === 1)
    const delivery = second.deliveries()[0]
    second.socket.send(JSON.stringify({ id: delivery.id, jsonrpc: '2.0', result: true }))
    await new Promise((resolve) => setTimeout(resolve, 50))
    second.socket.terminate()
    const third = await raw('did:key:reader')
    await third.call('irn_subscribe', { topic: TOPIC })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(third.deliveries()).toHaveLength(0)
  })

  it('drops a message once its TTL has passed', async () => {
    await relay.close()
    let time = 1_000_000
    relay = await startRelay({ now: () => time })
    const sender = await raw('did:key:sender')
    await sender.call('irn_publish', { topic: TOPIC, message: 'short', ttl: 30 })
    time += 31_000
    const late = await raw('did:key:late')
    expect((await late.call('irn_fetchMessages', { topic: TOPIC })).result).toEqual({
      messages: [],
      hasMore: false,
    })
    expect(relay.stats().messages).toBe(0)
  })

  it('fetchMessages returns what is held, once', async () => {
    const sender = await raw('did:key:sender')
    await sender.call('irn_publish', { topic: TOPIC, message: 'm1', ttl: 300 })
    const reader = await raw('did:key:reader')
    const fetched = await reader.call('irn_batchFetchMessages', { topics: [TOPIC] })
    expect(fetched.result.messages).toEqual([expect.objectContaining({ topic: TOPIC, message: 'm1' })])
    expect((await reader.call('irn_fetchMessages', { topic: TOPIC })).result.messages).toEqual([])
  })

  it('answers a request id above 2^53 with the same digits', async () => {
    const client = await raw()
    client.socket.send(
      `{"id":1764000000000000123,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${TOPIC}"}}`,
    )
    const text = await once((/** @type {(s: string) => void} */ resolve) =>
      client.socket.once('message', (data) => resolve(String(data))),
    )
    expect(text).toContain('"id":1764000000000000123')
  })

  it('refuses bad parameters and unknown methods without dropping the connection', async () => {
    const client = await raw()
    expect((await client.call('irn_subscribe', { topic: 'nope' })).error.code).toBe(-32602)
    expect((await client.call('irn_publish', { topic: TOPIC, message: 'm', ttl: 10 ** 9 })).error.code).toBe(
      -32602,
    )
    expect((await client.call('irn_nothing', {})).error.code).toBe(-32601)
    expect((await client.call('irn_subscribe', { topic: TOPIC })).result).toBeTruthy()
  })
})

describe('relay limits', () => {
  it('holds at most its total budget across all topics: a publish past it is refused, what is held stays', async () => {
    await relay.close()
    let time = 1_000_000
    relay = await startRelay({ now: () => time, maxHeldMessages: 3, maxHeldBytes: 1_000 })
    const sender = await raw('did:key:sender')
    const topic = (/** @type {number} */ n) => String(n).padStart(2, '0').repeat(32)
    for (const n of [1, 2, 3])
      expect((await sender.call('irn_publish', { topic: topic(n), message: `m${n}`, ttl: 60 })).result).toBe(
        true,
      )
    const full = await sender.call('irn_publish', { topic: topic(4), message: 'm4', ttl: 300 })
    expect(full.error).toEqual({ code: -32000, message: expect.stringMatching(/^Relay is full/) })
    expect(relay.stats()).toMatchObject({ messages: 3, topics: 3 })

    // Bytes count too, on any topic: one message bigger than what is left is refused.
    time += 61_000
    const big = await sender.call('irn_publish', { topic: topic(5), message: 'x'.repeat(1_001), ttl: 300 })
    expect(big.error?.code).toBe(-32000)
    // The expired ones made room.
    expect((await sender.call('irn_publish', { topic: topic(4), message: 'm4', ttl: 300 })).result).toBe(true)
    expect(relay.stats()).toMatchObject({ messages: 1, topics: 1, heldBytes: 2 })

    const reader = await raw('did:key:reader')
    const fetched = await reader.call('irn_fetchMessages', { topic: topic(4) })
    expect(fetched.result.messages).toEqual([expect.objectContaining({ message: 'm4' })])
  })

  it('bounds what one connection makes it keep: its topics, and the deliveries it leaves unanswered', async () => {
    const sender = await raw('did:key:sender')
    await sender.call('irn_publish', { topic: TOPIC, message: 'm1', ttl: 300 })
    const silent = await raw('did:key:silent')
    // Each subscribe delivers the held message again; a client that never answers piles them up.
    for (let i = 0; i < 3; i++)
      expect(
        (await silent.call('irn_batchSubscribe', { topics: Array(500).fill(TOPIC) })).result,
      ).toHaveLength(500)
    await waitFor(() => silent.deliveries().length === 1_500)
    expect(relay.stats().pendingDeliveries).toBe(1_000)

    const topics = (/** @type {number} */ from) =>
      Array.from({ length: 500 }, (_, i) => (from + i).toString(16).padStart(64, '0'))
    expect((await silent.call('irn_batchSubscribe', { topics: topics(1) })).result).toHaveLength(500)
    expect((await silent.call('irn_batchSubscribe', { topics: topics(501) })).error).toEqual({
      code: -32000,
      message: expect.stringMatching(/^Too many subscriptions/),
    })
    expect(relay.stats().subscribedTopics).toBeLessThanOrEqual(1_000)
  })

  it("answers only the app's origins, and clients with no Origin (the SDK in Node)", async () => {
    await relay.close()
    relay = await startRelay({ appOrigins: ['http://localhost:4173'] })
    /** @param {Record<string, string>} headers */
    const handshake = (headers) =>
      once((/** @type {(outcome: number | 'open') => void} */ resolve) => {
        const socket = new WebSocket(relayUrlFor('did:key:page'), { headers })
        socket.once('open', () => {
          socket.close()
          resolve('open')
        })
        socket.once('unexpected-response', (_request, response) => {
          resolve(response.statusCode ?? 0)
          socket.terminate()
        })
        socket.once('error', () => {})
      })
    expect(await handshake({ origin: 'https://evil.example' })).toBe(403)
    expect(await handshake({ origin: 'http://localhost:5173' })).toBe(403)
    // A page that hides its origin still says it is another site's.
    expect(await handshake({ 'sec-fetch-site': 'cross-site' })).toBe(403)
    expect(await handshake({ origin: 'http://localhost:4173' })).toBe('open')
    expect(await handshake({})).toBe('open')
  })

  it('without --app-origin, answers the vite dev and preview origins, as the API does', async () => {
    const refused = await once((/** @type {(status: number | 'open') => void} */ resolve) => {
      const socket = new WebSocket(relayUrlFor('did:key:page'), {
        headers: { origin: 'https://evil.example' },
      })
      socket.once('open', () => resolve('open'))
      socket.once('unexpected-response', (_request, response) => {
        let body = ''
        response.on('data', (chunk) => {
          body += chunk
        })
        response.on('end', () => {
          expect(JSON.parse(body).code).toBe('ORIGIN_NOT_ALLOWED')
          resolve(response.statusCode ?? 0)
        })
      })
      socket.once('error', () => {})
    })
    expect(refused).toBe(403)
    const app = new WebSocket(relayUrlFor('did:key:app'), { headers: { origin: 'http://127.0.0.1:5173' } })
    await once((resolve) => app.once('open', () => resolve(undefined)))
    app.close()
  })
})
