// @ts-check
import { PROJECTS } from './data/projects.js'
import { tally } from './routes/projects.js'

/** @import { IncomingMessage, ServerResponse } from 'node:http' */
/** @import { App } from './app.js' */

export const VOTE_EVENTS_PATH = '/v1/projects/events'

/**
 * @typedef {{ maxStreams?: number, maxStreamsPerClient?: number, heartbeatMs?: number, retryMs?: number,
 *   idleMs?: number }} VoteStreamOptions
 *   maxStreamsPerClient: per remote address. idleMs: a stream with no new counts to send for this long is
 *   ended (heartbeats do not count); the browser opens it again after `retryMs`.
 */

/**
 * Vote counts as server-sent events: every open stream gets the counts of all Pre-Yarms when it
 * opens and again whenever they change, whoever changed them (a vote, a reset). Each stream holds a
 * socket, so their number is bounded, in all and per client, and one with nothing to say is ended after a
 * while, so that a client that keeps a socket open but no longer reads gives it back; heartbeats keep proxies from closing a quiet one and let the
 * server notice a client that went away.
 * @param {App} app
 * @param {VoteStreamOptions} [options]
 */
export function createVoteStream(app, options = {}) {
  const maxStreams = options.maxStreams ?? 200
  const heartbeatMs = options.heartbeatMs ?? 15_000
  const retryMs = options.retryMs ?? 5_000
  const maxStreamsPerClient = options.maxStreamsPerClient ?? 20
  const idleMs = options.idleMs ?? 10 * 60_000
  /** @type {Map<ServerResponse, { client: string, idle: NodeJS.Timeout }>} */
  const streams = new Map()
  /** @type {Map<string, number>} */
  const perClient = new Map()
  let last = ''

  const snapshot = () => {
    const votes = tally(app)
    return JSON.stringify({ items: PROJECTS.map((project) => ({ id: project.id, ...votes(project.id) })) })
  }
  /** @param {ServerResponse} res @param {string} chunk */
  const send = (res, chunk) => {
    if (!res.destroyed) res.write(chunk)
  }

  /** @param {ServerResponse} res */
  const idleTimer = (res) => {
    const timer = setTimeout(() => {
      res.end(': idle\n\n')
      forget(res)
    }, idleMs)
    timer.unref()
    return timer
  }
  /** @param {ServerResponse} res */
  const forget = (res) => {
    const stream = streams.get(res)
    if (!stream) return
    clearTimeout(stream.idle)
    streams.delete(res)
    const left = (perClient.get(stream.client) ?? 1) - 1
    if (left > 0) perClient.set(stream.client, left)
    else perClient.delete(stream.client)
  }

  const heartbeat = setInterval(() => {
    for (const res of streams.keys()) send(res, ': heartbeat\n\n')
  }, heartbeatMs)
  heartbeat.unref()

  return {
    /** @returns {number} */
    get size() {
      return streams.size
    },
    /**
     * @param {IncomingMessage} req
     * @param {ServerResponse} res
     * @returns {boolean} false when full, or full for this client: the caller answers 503
     */
    open(req, res) {
      const client = req.socket.remoteAddress ?? ''
      if (streams.size >= maxStreams || (perClient.get(client) ?? 0) >= maxStreamsPerClient) return false
      last = snapshot()
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
      })
      send(res, `retry: ${retryMs}\n\nevent: votes\ndata: ${last}\n\n`)
      streams.set(res, { client, idle: idleTimer(res) })
      perClient.set(client, (perClient.get(client) ?? 0) + 1)
      req.on('close', () => forget(res))
      res.on('close', () => forget(res))
      return true
    },
    /** After any request: tells the streams if the counts moved. */
    changed() {
      if (streams.size === 0) return
      const next = snapshot()
      if (next === last) return
      last = next
      for (const [res, stream] of streams) {
        send(res, `event: votes\ndata: ${next}\n\n`)
        stream.idle.refresh()
      }
    },
    close() {
      clearInterval(heartbeat)
      for (const res of [...streams.keys()]) {
        forget(res)
        res.end()
      }
    },
  }
}
