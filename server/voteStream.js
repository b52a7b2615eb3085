// @ts-check
import { PROJECTS } from './data/projects.js'
import { tally } from './routes/projects.js'

/** @import { IncomingMessage, ServerResponse } from 'node:http' */
/** @import { App } from './app.js' */

export const VOTE_EVENTS_PATH = '/v1/projects/events'

/**
 * @typedef {{ maxStreams?: number, heartbeatMs?: number, retryMs?: number }} VoteStreamOptions
 */

/**
 * Vote counts as server-sent events: every open stream gets the counts of all Pre-Yarms when it
 * opens and again whenever they change, whoever changed them (a vote, a reset). Each stream holds a
 * socket, so their number is bounded; heartbeats keep proxies from closing a quiet one and let the
 * server notice a client that went away.
 * @param {App} app
 * @param {VoteStreamOptions} [options]
 */
export function createVoteStream(app, options = {}) {
  const maxStreams = options.maxStreams ?? 200
  const heartbeatMs = options.heartbeatMs ?? 15_000
  const retryMs = options.retryMs ?? 5_000
  /** @type {Set<ServerResponse>} */
  const streams = new Set()
  let last = ''

  const snapshot = () => {
    const votes = tally(app)
    return JSON.stringify({ items: PROJECTS.map((project) => ({ id: project.id, ...votes(project.id) })) })
  }
  /** @param {ServerResponse} res @param {string} chunk */
  const send = (res, chunk) => {
    if (!res.destroyed) res.write(chunk)
  }

  const heartbeat = setInterval(() => {
    for (const res of streams) send(res, ': heartbeat\n\n')
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
     * @returns {boolean} false when full: the caller answers 503
     */
    open(req, res) {
      if (streams.size >= maxStreams) return false
      last = snapshot()
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
      })
      send(res, `retry: ${retryMs}\n\nevent: votes\ndata: ${last}\n\n`)
      streams.add(res)
      const forget = () => streams.delete(res)
      req.on('close', forget)
      res.on('close', forget)
      return true
    },
    /** After any request: tells the streams if the counts moved. */
    changed() {
      if (streams.size === 0) return
      const next = snapshot()
      if (next === last) return
      last = next
      for (const res of streams) send(res, `event: votes\ndata: ${next}\n\n`)
    },
    close() {
      clearInterval(heartbeat)
      for (const res of streams) res.end()
      streams.clear()
    },
  }
}
