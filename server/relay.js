#!/usr/bin/env node
// @ts-check
// A local WalletConnect relay: the relay's JSON-RPC over WebSocket, enough for any client built on the
// official SDK (@walletconnect/sign-client, @reown/walletkit, the app's ethereum-provider) to pair, approve,
// request and respond without the internet. `npm start` and the journeys run it; see server/README.md.
//
// What it keeps: per topic, the messages published on it until their TTL runs out, so a subscriber that was
// away (a phone's browser tab discarded while the user is in the wallet app) gets them when it subscribes
// again. Messages are end-to-end encrypted by the clients; the relay never reads them. The auth JWT in the
// URL query names the client (its `sub`) and is not checked: this relay is for this machine only.
import { createHash, randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { WebSocketServer } from 'ws'
import { appOrigins as parseAppOrigins } from './cli.js'
import { callerAllowed, DEFAULT_APP_ORIGINS } from './hosts.js'

/** The SDK's publish TTLs run from 5 minutes to 30 days; nothing longer is held. */
const MAX_TTL_S = 30 * 24 * 60 * 60
/** A session proposal is a few KB; generous room, but no unbounded frames from a stray client. */
const MAX_FRAME_BYTES = 512 * 1024
/** Per topic: enough for any real exchange, bounded so one client cannot fill the memory. */
const MAX_HELD_PER_TOPIC = 500
/**
 * In all, across topics. A full relay refuses new messages rather than dropping held ones: those are
 * what a client that was away is waiting for, and a flood must not wash them out.
 */
export const DEFAULT_MAX_HELD_MESSAGES = 10_000
export const DEFAULT_MAX_HELD_BYTES = 32 * 1024 * 1024
/** Deliveries a client has not answered yet; past this the oldest is forgotten (it stays held). */
const MAX_PENDING_PER_CLIENT = 1_000
/** Topics one connection may subscribe to; the SDK uses one per pairing and per session. */
const MAX_TOPICS_PER_CLIENT = 1_000
/** The SDK (in Node) drops a connection that has not been pinged for 35 s. */
const PING_INTERVAL_MS = 15_000
const TOPIC = /^[0-9a-f]{64}$/

/**
 * @typedef {{ id: number, topic: string, message: string, publishedAt: number, expiresAt: number,
 *   attestation?: string, from: string, seenBy: Set<string>, bytes: number }} Held
 * @typedef {{ socket: import('ws').WebSocket, clientId: string, topics: Set<string>,
 *   pending: Map<number, Held> }} Client
 * @typedef {{ jsonrpc?: string, id?: unknown, method?: unknown, params?: any, result?: unknown,
 *   error?: unknown }} Payload
 */

class RpcError extends Error {
  /** @override */
  name = 'RpcError'
  /** @param {number} code @param {string} message */
  constructor(code, message) {
    super(message)
    this.code = code
  }
}

/** @param {string} topic @param {string} clientId */
const subscriptionId = (topic, clientId) =>
  createHash('sha256')
    .update(topic + clientId)
    .digest('hex')

/**
 * Who a connection is: the `iss` of the relay auth JWT (the client's did:key, made from the seed the SDK keeps
 * in storage, so the same after a reload), read without checking the signature. Not `sub`: the SDK makes a new
 * random one for each start, and a page reloaded while its proposal waits would then be handed its own
 * proposal back, answer it with an error, and the wallet would drop the proposal. Falls back to `sub`, then
 * to a random name: such a client still works, only its messages are not told apart from another connection's.
 * @param {string | null} jwt
 */
function clientIdOf(jwt) {
  try {
    const payload = JSON.parse(Buffer.from(String(jwt).split('.')[1] ?? '', 'base64url').toString('utf8'))
    if (typeof payload.iss === 'string' && payload.iss) return payload.iss
    if (typeof payload.sub === 'string' && payload.sub) return payload.sub
  } catch {
    // Not a JWT: fall through.
  }
  return `anonymous:${randomBytes(8).toString('hex')}`
}

/**
 * Ids above 2^53 (the SDK makes some from the time in microseconds) would lose digits through JSON.parse;
 * answers must carry the id exactly as it came, so the top-level id is taken from the text when it is a number.
 * @param {string} text @param {unknown} parsed
 */
function exactId(text, parsed) {
  if (typeof parsed !== 'number' || Number.isSafeInteger(parsed)) return parsed
  const match = /^\s*\{\s*"id"\s*:\s*(-?\d+)/.exec(text) ?? /[{,]\s*"id"\s*:\s*(-?\d+)\s*[,}]/.exec(text)
  return match ? new RawNumber(/** @type {string} */ (match[1])) : parsed
}

class RawNumber {
  /** @param {string} digits */
  constructor(digits) {
    this.digits = digits
  }
}

/** @param {Record<string, unknown>} payload */
function serialise(payload) {
  const { id } = payload
  if (!(id instanceof RawNumber)) return JSON.stringify(payload)
  return JSON.stringify({ ...payload, id: '\u0000id' }).replace('"\\u0000id"', id.digits)
}

/** @param {unknown} value @param {string} name */
function topicParam(value, name = 'topic') {
  if (typeof value !== 'string' || !TOPIC.test(value)) throw new RpcError(-32602, `Invalid ${name}`)
  return value
}

/** @param {unknown} value @param {string} name */
function messageParam(value, name = 'message') {
  if (typeof value !== 'string' || value.length === 0) throw new RpcError(-32602, `Invalid ${name}`)
  return value
}

/** @param {unknown} value */
function ttlParam(value) {
  if (value === undefined) return 300
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_TTL_S)
    throw new RpcError(-32602, 'Invalid ttl')
  return value
}

/** @param {unknown} value */
function topicsParam(value) {
  if (!Array.isArray(value) || value.length > 500) throw new RpcError(-32602, 'Invalid topics')
  return value.map((topic) => topicParam(topic))
}

/**
 * @typedef {{ now?: () => number, maxHeldMessages?: number, maxHeldBytes?: number }} RelayOptions
 *   maxHeldMessages, maxHeldBytes: what the relay holds in all topics together (bytes of the messages
 *   and attestations as sent)
 */

/**
 * The relay without a listening socket: `attach(socket, request)` serves one WebSocket connection.
 * @param {RelayOptions} [options]
 */
export function createRelay({
  now = Date.now,
  maxHeldMessages = DEFAULT_MAX_HELD_MESSAGES,
  maxHeldBytes = DEFAULT_MAX_HELD_BYTES,
} = {}) {
  /** @type {Map<string, Set<Client>>} */
  const subscribers = new Map()
  /** @type {Map<string, Held[]>} */
  const held = new Map()
  /** @type {Set<Client>} */
  const clients = new Set()
  let heldMessages = 0
  let heldBytes = 0
  let nextId = 1

  /** @param {Held} message */
  function forget(message) {
    heldMessages -= 1
    heldBytes -= message.bytes
  }

  /** @param {string} topic */
  function live(topic) {
    const list = held.get(topic)
    if (!list) return []
    const time = now()
    const kept = list.filter((message) => message.expiresAt > time)
    if (kept.length !== list.length)
      for (const message of list) if (message.expiresAt <= time) forget(message)
    if (kept.length === 0) held.delete(topic)
    else if (kept.length !== list.length) held.set(topic, kept)
    return kept
  }

  /**
   * Whether `bytes` more fit, `freed` (the topic's oldest, dropped for it) counted out.
   * @param {number} bytes @param {Held | undefined} freed
   */
  const fits = (bytes, freed) =>
    heldMessages + 1 - (freed ? 1 : 0) <= maxHeldMessages &&
    heldBytes + bytes - (freed?.bytes ?? 0) <= maxHeldBytes

  /** @param {Client} client @param {Held} message */
  function deliver(client, message) {
    if (message.from === client.clientId || message.seenBy.has(client.clientId)) return
    if (client.socket.readyState !== client.socket.OPEN) return
    // The SDK answers each delivery; until it does, the message stays due to this client.
    const id = Number(`${now()}${String(nextId++ % 1000).padStart(3, '0')}`)
    client.pending.set(id, message)
    if (client.pending.size > MAX_PENDING_PER_CLIENT) {
      const [oldest] = client.pending.keys()
      if (oldest !== undefined) client.pending.delete(oldest)
    }
    const data = {
      topic: message.topic,
      message: message.message,
      publishedAt: message.publishedAt,
      ...(message.attestation ? { attestation: message.attestation } : {}),
    }
    client.socket.send(
      serialise({
        id,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: { id: subscriptionId(message.topic, client.clientId), data },
      }),
    )
  }

  /**
   * @param {Client} from @param {string} topic @param {string} message @param {number} ttl
   * @param {string | undefined} attestation
   */
  function publish(from, topic, message, ttl, attestation) {
    const publishedAt = now()
    const list = live(topic)
    if (list.some((entry) => entry.message === message)) return // A retried publish: held once.
    const kept = typeof attestation === 'string' && attestation ? attestation : undefined
    const bytes = Buffer.byteLength(message) + (kept ? Buffer.byteLength(kept) : 0)
    const freed = list.length >= MAX_HELD_PER_TOPIC ? list[0] : undefined
    if (!fits(bytes, freed)) {
      for (const topic of [...held.keys()]) live(topic)
      if (!fits(bytes, freed))
        throw new RpcError(
          -32000,
          `Relay is full (at most ${maxHeldMessages} messages and ${maxHeldBytes} bytes held): try again later`,
        )
    }
    /** @type {Held} */
    const entry = {
      id: nextId++,
      topic,
      message,
      publishedAt,
      expiresAt: publishedAt + ttl * 1000,
      from: from.clientId,
      seenBy: new Set(),
      bytes,
      ...(kept ? { attestation: kept } : {}),
    }
    list.push(entry)
    heldMessages += 1
    heldBytes += bytes
    if (list.length > MAX_HELD_PER_TOPIC) forget(/** @type {Held} */ (list.shift()))
    held.set(topic, list)
    for (const client of subscribers.get(topic) ?? []) deliver(client, entry)
  }

  /** @param {Client} client @param {string} topic */
  function subscribe(client, topic) {
    if (!client.topics.has(topic) && client.topics.size >= MAX_TOPICS_PER_CLIENT)
      throw new RpcError(
        -32000,
        `Too many subscriptions (at most ${MAX_TOPICS_PER_CLIENT} topics a connection)`,
      )
    const set = subscribers.get(topic) ?? new Set()
    subscribers.set(topic, set)
    set.add(client)
    client.topics.add(topic)
    // What was published while this client was away, oldest first.
    for (const message of live(topic)) deliver(client, message)
    return subscriptionId(topic, client.clientId)
  }

  /** @param {Client} client @param {string} topic */
  function unsubscribe(client, topic) {
    subscribers.get(topic)?.delete(client)
    if (subscribers.get(topic)?.size === 0) subscribers.delete(topic)
    client.topics.delete(topic)
  }

  /** @param {Client} client @param {string[]} topics */
  function fetchMessages(client, topics) {
    const messages = []
    for (const topic of topics) {
      for (const message of live(topic)) {
        if (message.from === client.clientId || message.seenBy.has(client.clientId)) continue
        message.seenBy.add(client.clientId)
        messages.push({
          topic,
          message: message.message,
          publishedAt: message.publishedAt,
          ...(message.attestation ? { attestation: message.attestation } : {}),
        })
      }
    }
    return { messages, hasMore: false }
  }

  /** @param {Client} client @param {string} method @param {any} params */
  function call(client, method, params) {
    const p = params && typeof params === 'object' ? params : {}
    switch (method) {
      case 'irn_subscribe':
        return subscribe(client, topicParam(p.topic))
      case 'irn_batchSubscribe':
        return topicsParam(p.topics).map((topic) => subscribe(client, topic))
      case 'irn_unsubscribe':
        unsubscribe(client, topicParam(p.topic))
        return true
      case 'irn_batchUnsubscribe': {
        if (!Array.isArray(p.subscriptions)) throw new RpcError(-32602, 'Invalid subscriptions')
        for (const subscription of p.subscriptions) unsubscribe(client, topicParam(subscription?.topic))
        return true
      }
      case 'irn_publish':
        publish(client, topicParam(p.topic), messageParam(p.message), ttlParam(p.ttl), p.attestation)
        return true
      case 'irn_batchPublish': {
        if (!Array.isArray(p.messages)) throw new RpcError(-32602, 'Invalid messages')
        const messages = p.messages.map((/** @type {any} */ m) => ({
          topic: topicParam(m?.topic),
          message: messageParam(m?.message),
          ttl: ttlParam(m?.ttl),
          attestation: m?.attestation,
        }))
        for (const m of messages) publish(client, m.topic, m.message, m.ttl, m.attestation)
        return true
      }
      case 'irn_fetchMessages':
        return fetchMessages(client, [topicParam(p.topic)])
      case 'irn_batchFetchMessages':
        return fetchMessages(client, topicsParam(p.topics))
      // sign-client 2.2x proposes and approves through these: the relay subscribes the sender to the topic
      // the answer will come on, then publishes the payloads.
      case 'wc_proposeSession': {
        const pairingTopic = topicParam(p.pairingTopic, 'pairingTopic')
        const proposal = messageParam(p.sessionProposal, 'sessionProposal')
        const ttl = ttlParam(p.ttl)
        subscribe(client, pairingTopic)
        publish(client, pairingTopic, proposal, ttl, p.attestation)
        return true
      }
      case 'wc_approveSession': {
        const pairingTopic = topicParam(p.pairingTopic, 'pairingTopic')
        const sessionTopic = topicParam(p.sessionTopic, 'sessionTopic')
        const response = messageParam(p.sessionProposalResponse, 'sessionProposalResponse')
        const settlement = messageParam(p.sessionSettlementRequest, 'sessionSettlementRequest')
        const ttl = ttlParam(p.ttl)
        subscribe(client, sessionTopic)
        publish(client, pairingTopic, response, ttl, undefined)
        publish(client, sessionTopic, settlement, ttl, undefined)
        return true
      }
      default:
        throw new RpcError(-32601, `Method not found: ${method}`)
    }
  }

  /** @param {Client} client @param {import('ws').RawData} raw */
  function onFrame(client, raw) {
    const text = raw.toString()
    /** @type {Payload} */
    let payload
    try {
      payload = JSON.parse(text)
    } catch {
      client.socket.send(
        serialise({ id: null, jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' } }),
      )
      return
    }
    if (!payload || typeof payload !== 'object') return
    if (typeof payload.method !== 'string') {
      // The client's answer to a delivery: it has the message now.
      const message = client.pending.get(Number(payload.id))
      if (message) {
        client.pending.delete(Number(payload.id))
        if (!payload.error) message.seenBy.add(client.clientId)
      }
      return
    }
    const id = exactId(text, payload.id)
    try {
      const result = call(client, payload.method, payload.params)
      client.socket.send(serialise({ id, jsonrpc: '2.0', result }))
    } catch (error) {
      const rpc = error instanceof RpcError ? error : new RpcError(-32603, 'Internal error')
      client.socket.send(serialise({ id, jsonrpc: '2.0', error: { code: rpc.code, message: rpc.message } }))
    }
  }

  /**
   * @param {import('ws').WebSocket} socket
   * @param {import('node:http').IncomingMessage} request
   */
  function attach(socket, request) {
    const url = new URL(request.url ?? '/', 'ws://relay.local')
    /** @type {Client} */
    const client = {
      socket,
      clientId: clientIdOf(url.searchParams.get('auth')),
      topics: new Set(),
      pending: new Map(),
    }
    clients.add(client)
    socket.on('message', (raw) => onFrame(client, raw))
    socket.on('close', () => {
      clients.delete(client)
      for (const topic of client.topics) unsubscribe(client, topic)
    })
    socket.on('error', () => socket.terminate())
  }

  return {
    attach,
    /** For tests and logs: how many messages are held (and their bytes), on how many topics. */
    stats() {
      let messages = 0
      for (const topic of [...held.keys()]) messages += live(topic).length
      let pendingDeliveries = 0
      for (const client of clients) pendingDeliveries += client.pending.size
      return { topics: held.size, messages, heldBytes, subscribedTopics: subscribers.size, pendingDeliveries }
    },
  }
}

/**
 * Listens on `host:port` (0: any free port). The same port answers `GET /healthcheck` over HTTP, for
 * Playwright's web server check and for `npm start`. Only the app's pages (`appOrigins`) and clients that
 * are not in a browser (no `Origin`) may connect; another page's handshake gets 403 `ORIGIN_NOT_ALLOWED`.
 * @param {RelayOptions & { port?: number, host?: string, appOrigins?: string[] }} [options]
 */
export async function startRelay({
  port = 0,
  host = '127.0.0.1',
  appOrigins = DEFAULT_APP_ORIGINS,
  ...options
} = {}) {
  const relay = createRelay(options)
  const origins = appOrigins.map((origin) => new URL(origin).origin)
  const http = createServer((request, response) => {
    if (request.url === '/healthcheck') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok')
      return
    }
    response
      .writeHead(426, { 'content-type': 'text/plain' })
      .end('WalletConnect relay: connect over WebSocket')
  })
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES })
  wss.on('connection', (socket, request) => relay.attach(socket, request))
  http.on('upgrade', (request, socket, head) => {
    socket.on('error', () => socket.destroy())
    if (!callerAllowed(origins, request)) {
      const body = JSON.stringify({ code: 'ORIGIN_NOT_ALLOWED', message: 'This relay answers only the app' })
      socket.end(
        `HTTP/1.1 403 Forbidden\r\ncontent-type: application/json; charset=utf-8\r\n` +
          `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
      )
      return
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request))
  })
  const pinger = setInterval(() => {
    for (const socket of wss.clients) socket.ping()
  }, PING_INTERVAL_MS)
  pinger.unref()
  await new Promise((resolve, reject) => {
    http.once('error', reject)
    http.listen(port, host, () => resolve(undefined))
  })
  const address = http.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  return {
    url: `ws://${host}:${actualPort}`,
    port: actualPort,
    stats: relay.stats,
    /** Drops every connection at once, as a relay that goes down would. */
    async close() {
      clearInterval(pinger)
      for (const socket of wss.clients) socket.terminate()
      await new Promise((resolve) => wss.close(() => resolve(undefined)))
      await new Promise((resolve) => http.close(() => resolve(undefined)))
    },
  }
}

export const RELAY_USAGE =
  'node server/relay.js [--port 8790] [--host 127.0.0.1] [--app-origin http://localhost:4173 ...]'

// Run directly: `node server/relay.js --port 8790`.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  /** @type {{ port?: string, host?: string, 'app-origin'?: string[], help?: boolean }} */
  let values
  /** @type {string[]} */
  let appOrigins
  try {
    values = parseArgs({
      args: process.argv.slice(2),
      strict: true,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'app-origin': { type: 'string', multiple: true },
        help: { type: 'boolean' },
      },
    }).values
    appOrigins = parseAppOrigins(values['app-origin'], process.env.APP_ORIGIN)
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : error}\n\n${RELAY_USAGE}`)
    process.exit(2)
  }
  if (values.help) {
    console.log(RELAY_USAGE)
    process.exit(0)
  }
  const port = Number(values.port ?? process.env.RELAY_PORT ?? 8790)
  const host = values.host ?? process.env.HOST ?? '127.0.0.1'
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--port must be a port number\n\n${RELAY_USAGE}`)
    process.exit(2)
  }
  try {
    const relay = await startRelay({ port, host, appOrigins })
    console.log(`Relay ${relay.url}`)
    const stop = async () => {
      await relay.close()
      process.exit(0)
    }
    process.on('SIGINT', stop)
    process.on('SIGTERM', stop)
  } catch (error) {
    console.error(`Could not start the relay: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  }
}
