// @ts-check
/** @import { IncomingMessage, Server, ServerResponse } from 'node:http' */
/** @import { ZodType } from 'zod' */

export const MAX_BODY_BYTES = 64 * 1024

/** A failure that has a place in the contract: it becomes `{ code, message }` with this status. */
export class HttpError extends Error {
  /** @override */
  name = 'HttpError'

  /**
   * @param {number} status
   * @param {string} code
   * @param {string} message
   * @param {Record<string, string>} [headers]
   */
  constructor(status, code, message, headers = {}) {
    super(message)
    this.status = status
    this.code = code
    this.headers = headers
  }
}

/**
 * What a handler answers. `json` is serialised; `body` is sent as is with its `contentType`.
 * @typedef {{ status: number, headers?: Record<string, string>, json?: unknown,
 *   body?: string | Buffer, contentType?: string }} Reply
 */

/**
 * @param {unknown} json
 * @param {number} [status]
 * @returns {Reply}
 */
export const ok = (json, status = 200) => ({ status, json })

/**
 * @param {string} location
 * @returns {Reply}
 */
export const redirect = (location) => ({
  status: 302,
  // Tokens ride in the fragment; no-referrer keeps the whole URL out of the next page's Referer.
  headers: { location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
})

/**
 * @param {string} contentType
 * @param {string | Buffer} body
 * @param {Record<string, string>} [headers]
 * @param {number} [status]
 * @returns {Reply}
 */
export const content = (contentType, body, headers = {}, status = 200) => ({
  status,
  contentType,
  body,
  headers,
})

/**
 * @param {ServerResponse} res
 * @param {Reply} reply
 */
export function sendReply(res, reply) {
  if (res.headersSent || res.destroyed) return
  for (const [name, value] of Object.entries(reply.headers ?? {})) res.setHeader(name, value)
  if (reply.json !== undefined) {
    const body = JSON.stringify(reply.json)
    res.writeHead(reply.status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    })
    res.end(body)
  } else if (reply.body !== undefined) {
    res.writeHead(reply.status, {
      'content-type': reply.contentType ?? 'application/octet-stream',
      'content-length': Buffer.byteLength(reply.body),
    })
    res.end(reply.body)
  } else {
    res.writeHead(reply.status)
    res.end()
  }
}

/**
 * @param {number} status
 * @param {string} code
 * @param {string} message
 * @param {Record<string, string>} [headers]
 * @returns {Reply}
 */
export const errorReply = (status, code, message, headers) => ({ status, headers, json: { code, message } })

/**
 * The raw body, refused with 413 beyond the limit. Content-Length is checked first so that an
 * announced huge upload is turned away without reading it.
 * @param {IncomingMessage} req
 * @param {number} [limit]
 * @returns {Promise<Buffer>}
 */
export function readBody(req, limit = MAX_BODY_BYTES) {
  const tooLarge = () =>
    new HttpError(413, 'PAYLOAD_TOO_LARGE', `The body must not exceed ${limit} bytes`, {
      connection: 'close',
    })
  const announced = Number(req.headers['content-length'])
  if (Number.isFinite(announced) && announced > limit) return Promise.reject(tooLarge())
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = []
    let size = 0
    let settled = false
    req.on('data', (/** @type {Buffer} */ chunk) => {
      if (settled) return
      size += chunk.length
      if (size > limit) {
        settled = true
        reject(tooLarge())
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => {
      if (settled) return
      settled = true
      resolve(Buffer.concat(chunks))
    })
    req.on('error', (error) => {
      if (settled) return
      settled = true
      reject(error)
    })
  })
}

/**
 * JSON body; an empty body reads as `undefined` so each schema decides whether it may be absent.
 * @param {IncomingMessage} req
 * @returns {Promise<unknown>}
 */
export async function readJson(req) {
  const text = (await readBody(req)).toString('utf8')
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    throw new HttpError(400, 'BAD_REQUEST', 'The body is not valid JSON')
  }
}

/**
 * @param {IncomingMessage} req
 * @returns {Promise<Record<string, string>>}
 */
export async function readForm(req) {
  const text = (await readBody(req)).toString('utf8')
  return Object.fromEntries(new URLSearchParams(text))
}

/**
 * Validates with zod and turns the first issue into a contract error.
 * @template T
 * @param {ZodType<T>} schema
 * @param {unknown} value
 * @param {{ status?: number, code?: string }} [failure]
 * @returns {T}
 */
export function validate(schema, value, failure = {}) {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : ''
  throw new HttpError(
    failure.status ?? 400,
    failure.code ?? 'BAD_REQUEST',
    `${where}${issue?.message ?? 'Invalid request'}`,
  )
}

/**
 * Query parameters as a plain object; a repeated key keeps its first value.
 * @param {string} search without the leading `?`
 */
export function parseQuery(search) {
  /** @type {Record<string, string>} */
  const query = {}
  for (const [key, value] of new URLSearchParams(search)) {
    if (!Object.hasOwn(query, key)) query[key] = value
  }
  return query
}

/**
 * `listen` as a promise that also reports the URL to reach the server at.
 * @param {Server} server
 * @param {number} port
 * @param {string} host
 * @returns {Promise<{ url: string, port: number }>}
 */
export function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    /** @param {unknown} error */
    const fail = (error) => {
      server.off('error', fail)
      reject(error)
    }
    server.once('error', fail)
    // A server already listening throws here rather than through the error event.
    try {
      server.listen(port, host, () => {
        server.off('error', fail)
        const address = server.address()
        const actualPort = typeof address === 'object' && address ? address.port : port
        const urlHost = host.includes(':') ? `[${host}]` : host
        resolve({ url: `http://${urlHost}:${actualPort}`, port: actualPort })
      })
    } catch (error) {
      fail(error)
    }
  })
}

/**
 * Stops accepting, drops idle keep-alive sockets and waits for in-flight requests.
 * @param {Server} server
 * @returns {Promise<void>}
 */
export function closeServer(server) {
  return new Promise((resolve) => {
    if (!server.listening) {
      resolve()
      return
    }
    server.close(() => resolve())
    server.closeIdleConnections()
    // Anything still open after a moment (a stalled upload, a held fault delay) is cut.
    setTimeout(() => server.closeAllConnections(), 500).unref()
  })
}
