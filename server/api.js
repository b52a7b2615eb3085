// @ts-check
import { createServer } from 'node:http'
import { setTimeout as delay } from 'node:timers/promises'
import { createApp } from './app.js'
import { createRequestContext } from './context.js'
import { allowedHostSet, callerAllowed, hostAllowed, sendMisdirected } from './hosts.js'
import { closeServer, errorReply, HttpError, listen, parseQuery, sendReply } from './http.js'
import { createRouter } from './router.js'
import { authRoutes } from './routes/auth.js'
import { devRoutes, testControlRoutes } from './routes/dev.js'
import { projectRoutes } from './routes/projects.js'
import { publicRoutes } from './routes/public.js'
import { referralRoutes } from './routes/referrals.js'
import { userRoutes } from './routes/user.js'
import { walletRoutes } from './routes/wallet.js'
import { yarmerboardRoutes } from './routes/yarmerboard.js'
import { createVoteStream, VOTE_EVENTS_PATH } from './voteStream.js'

/** @import { IncomingMessage, ServerResponse } from 'node:http' */
/** @import { AppOptions } from './app.js' */
/** @import { FaultSlot } from './routes/dev.js' */

/** Images any page may embed, like the public avatar service this stands in for. */
const PUBLIC_PREFIXES = ['/avatar/', '/logo/']
/** The dev and test controls: they change any account, so only the app and tests may call them. */
const DEV_PREFIXES = ['/__test/', '/v1/user/dev_']

/**
 * The local stand-in for the product API. See api-contract.md for the calls.
 * @param {AppOptions & { publicUrl?: string | undefined, allowedHosts?: string[],
 *   voteStream?: import('./voteStream.js').VoteStreamOptions }} [options]
 *   publicUrl: the API's own address as the browser reaches it (links to the X page, logos); by
 *   default `http://127.0.0.1:<port>`. allowedHosts: further `Host` values to answer besides
 *   loopback and the app origins' hosts.
 */
export function createApiServer(options = {}) {
  const app = createApp(options)
  /** @type {FaultSlot} */
  const faults = { current: null }
  const router = createRouter([
    ...publicRoutes,
    ...authRoutes,
    ...walletRoutes,
    ...userRoutes,
    ...yarmerboardRoutes,
    ...projectRoutes,
    ...referralRoutes,
    ...(app.config.dev ? [...devRoutes, ...testControlRoutes(faults)] : []),
  ])
  const voteStream = createVoteStream(app, options.voteStream)
  let publicUrl = options.publicUrl?.replace(/\/+$/, '') ?? 'http://127.0.0.1'
  /**
   * Filled in by listen(), when the port is known; until then nothing is served.
   * @type {Set<string>}
   */
  let allowedHosts = new Set()

  /**
   * @param {string} path
   * @param {string | undefined} origin
   * @returns {Record<string, string>}
   */
  function corsHeaders(path, origin) {
    if (PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix)))
      return { 'access-control-allow-origin': '*' }
    if (origin && app.config.appOrigins.includes(origin)) {
      return { 'access-control-allow-origin': origin, vary: 'Origin' }
    }
    return { vary: 'Origin' }
  }

  /**
   * @param {IncomingMessage} req
   * @param {string} path
   */
  function preflight(req, path) {
    const origin = req.headers.origin
    const allowed =
      PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix)) ||
      (origin && app.config.appOrigins.includes(origin))
    if (origin && !allowed) return errorReply(403, 'ORIGIN_NOT_ALLOWED', `${origin} may not call this API`)
    return {
      status: 204,
      headers: {
        allow: 'GET, POST, DELETE, OPTIONS',
        ...(origin && {
          'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
          'access-control-allow-headers': 'Authorization, Content-Type, Idempotency-Key',
          'access-control-max-age': '600',
        }),
      },
    }
  }

  /**
   * @param {IncomingMessage} req
   * @param {string} path
   */
  function checkDevCaller(req, path) {
    if (!DEV_PREFIXES.some((prefix) => path.startsWith(prefix))) return
    if (!callerAllowed(app.config.appOrigins, req))
      throw new HttpError(403, 'ORIGIN_NOT_ALLOWED', 'Dev and test controls answer only the app')
  }

  /** @param {string} path */
  async function injectFault(path) {
    const fault = faults.current
    if (!fault || !path.startsWith('/v1') || !path.startsWith(fault.pathPrefix)) return
    if (fault.remaining !== null && --fault.remaining <= 0) faults.current = null
    if (fault.delayMs > 0) await delay(fault.delayMs)
    if (fault.status !== null)
      throw new HttpError(fault.status, 'FAULT_INJECTED', 'Injected by POST /__test/fault')
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function handle(req, res) {
    const url = req.url ?? '/'
    const method = req.method ?? 'GET'
    const queryStart = url.indexOf('?')
    const path = queryStart === -1 ? url : url.slice(0, queryStart)
    if (!hostAllowed(allowedHosts, req)) {
      sendMisdirected(res)
      return
    }
    for (const [name, value] of Object.entries(corsHeaders(path, req.headers.origin)))
      res.setHeader(name, value)
    if (method === 'OPTIONS') {
      sendReply(res, preflight(req, path))
      return
    }
    try {
      checkDevCaller(req, path)
      await injectFault(path)
      if (path === VOTE_EVENTS_PATH && method === 'GET') {
        if (!voteStream.open(req, res))
          throw new HttpError(503, 'TOO_MANY_STREAMS', 'Too many open event streams; poll instead', {
            'retry-after': '30',
          })
        return
      }
      const match = router.match(method, path)
      if (match.kind === 'not-found' || match.kind === 'bad-path') {
        throw new HttpError(404, 'NOT_FOUND', `No route for ${method} ${path.slice(0, 200)}`)
      }
      if (match.kind === 'method-not-allowed') {
        throw new HttpError(405, 'METHOD_NOT_ALLOWED', `${method} is not allowed here`, {
          allow: match.allow.join(', '),
        })
      }
      const query = queryStart === -1 ? {} : parseQuery(url.slice(queryStart + 1))
      const ctx = createRequestContext({ app, req, path, query, params: match.params, baseUrl: publicUrl })
      const reply = await match.route.handler(ctx)
      // Durable before the answer leaves: a client that saw it must find its effect after a crash.
      app.store.commit()
      sendReply(res, reply)
      voteStream.changed()
    } catch (error) {
      if (error instanceof HttpError) {
        // A refusal can change state too (a spent nonce, a rotated-away refresh token).
        app.store.commit()
        sendReply(res, errorReply(error.status, error.code, error.message, error.headers))
        return
      }
      app.log.error(`${method} ${path.slice(0, 200)} failed:`, error)
      sendReply(res, errorReply(500, 'INTERNAL', 'Something went wrong on the server'))
    }
  }

  const server = createServer((req, res) => {
    // handle() catches everything it can; this is the last line of defence for the process.
    handle(req, res).catch((error) => {
      app.log.error('Request handling crashed:', error)
      if (!res.headersSent) res.writeHead(500)
      res.end()
    })
  })

  return {
    app,
    server,
    faults,
    voteStream,
    /**
     * @param {number} [port] 0 picks a free port
     * @param {string} [host]
     */
    async listen(port = 0, host = '127.0.0.1') {
      const { url, port: actualPort } = await listen(server, port, host)
      const wildcard = host === '0.0.0.0' || host === '::' || host === ''
      if (!options.publicUrl) publicUrl = wildcard ? `http://127.0.0.1:${actualPort}` : url
      allowedHosts = allowedHostSet({
        port: actualPort,
        appOrigins: app.config.appOrigins,
        allowedHosts: options.allowedHosts,
        publicUrl,
      })
      return { url }
    },
    /** Stops the server, commits any pending state and releases the store for another process. */
    async close() {
      // Open streams never end by themselves: closed first, so the server can stop at once.
      voteStream.close()
      await closeServer(server)
      app.store.close()
    },
  }
}

/** @typedef {ReturnType<typeof createApiServer>} ApiServer */
