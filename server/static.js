// @ts-check
import { createHash } from 'node:crypto'
import { readFile, realpath, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, resolve, sep } from 'node:path'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import { allowedHostSet, hostAllowed, sendMisdirected } from './hosts.js'
import { closeServer, listen } from './http.js'

/** @import { IncomingMessage, ServerResponse } from 'node:http' */

const gzipAsync = promisify(gzip)

/** @type {Record<string, string>} */
const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.wasm': 'application/wasm',
}

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.svg',
  '.txt',
  '.xml',
])
/** Below this, gzip's own overhead eats most of the gain. */
const MIN_GZIP_BYTES = 512
/** Files the browser must revalidate every time, or an update of the PWA would never be seen. */
const NO_CACHE_FILES = new Set(['sw.js', 'registerSW.js', 'manifest.webmanifest', 'build.json'])

/**
 * @typedef {{ root: string, headers?: (urlPath: string) => Record<string, string>,
 *   appOrigins?: string[], allowedHosts?: string[] }} StaticOptions
 */

/**
 * A plain static host for the built app: no SPA fallback, no directory listings, no redirects.
 * @param {StaticOptions} options
 */
export function createStaticServer({ root, headers = () => ({}), appOrigins = [], allowedHosts = [] }) {
  const rootPath = resolve(root)
  /** @type {Promise<string> | undefined} */
  let realRoot
  /** Compressed bodies keyed by path, size and mtime, so each file is gzipped once per version. */
  /** @type {Map<string, Buffer>} */
  const gzipCache = new Map()
  /**
   * The Host values served, known once listening; see hosts.js.
   * @type {Set<string>}
   */
  let hosts = new Set()

  /**
   * The file for a URL path, or null. `..`, encoded slashes, NUL bytes and dot-files never match,
   * and symlinks may not lead outside the root.
   * @param {string} urlPath
   */
  async function locate(urlPath) {
    let decoded
    try {
      decoded = decodeURIComponent(urlPath)
    } catch {
      return null
    }
    if (decoded.includes('\0') || decoded.includes('\\')) return null
    const segments = decoded.split('/').filter((segment) => segment !== '')
    if (
      segments.some((segment) => segment === '..' || (segment.startsWith('.') && segment !== '.well-known'))
    ) {
      return null
    }
    const candidate = join(rootPath, ...segments)
    for (const file of [candidate, join(candidate, 'index.html')]) {
      const found = await regularFile(file)
      if (found) return found
    }
    return null
  }

  /** @param {string} file */
  async function regularFile(file) {
    try {
      const info = await stat(file)
      if (!info.isFile()) return null
      realRoot ??= realpath(rootPath)
      const real = await realpath(file)
      const base = await realRoot
      if (real !== base && !real.startsWith(base + sep)) return null
      return { path: real, size: info.size, mtimeMs: info.mtimeMs }
    } catch {
      return null
    }
  }

  /**
   * @param {string} urlPath
   * @param {string} fileName
   */
  function cacheControl(urlPath, fileName) {
    if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
    if (fileName.endsWith('.html') || NO_CACHE_FILES.has(fileName)) return 'no-cache'
    return 'public, max-age=3600'
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function handle(req, res) {
    if (!hostAllowed(hosts, req)) {
      sendMisdirected(res)
      return
    }
    const url = req.url ?? '/'
    const urlPath = url.split('?')[0] ?? '/'
    const base = { 'x-content-type-options': 'nosniff', ...headers(urlPath) }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...base, allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' })
      res.end('Method not allowed\n')
      return
    }
    const file = await locate(urlPath)
    if (!file) {
      const notFound = await regularFile(join(rootPath, '404.html'))
      if (notFound) await sendFile(req, res, notFound, { status: 404, base, cache: 'no-cache' })
      else {
        res.writeHead(404, {
          ...base,
          'content-type': 'text/plain; charset=utf-8',
          'cache-control': 'no-cache',
        })
        res.end('Not found\n')
      }
      return
    }
    const fileName = file.path.slice(file.path.lastIndexOf(sep) + 1)
    await sendFile(req, res, file, { status: 200, base, cache: cacheControl(urlPath, fileName) })
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {{ path: string, size: number, mtimeMs: number }} file
   * @param {{ status: number, base: Record<string, string>, cache: string }} options
   */
  async function sendFile(req, res, file, { status, base, cache }) {
    const extension = extname(file.path).toLowerCase()
    const etag = `W/"${createHash('sha1').update(`${file.path}:${file.size}:${file.mtimeMs}`).digest('base64url').slice(0, 16)}"`
    const compressible = COMPRESSIBLE.has(extension)
    /** @type {Record<string, string>} */
    const responseHeaders = {
      'content-type': MIME_TYPES[extension] ?? 'application/octet-stream',
      'cache-control': cache,
      etag,
      ...(compressible && { vary: 'Accept-Encoding' }),
      ...base,
    }
    if (status === 200 && req.headers['if-none-match'] === etag) {
      res.writeHead(304, responseHeaders)
      res.end()
      return
    }
    /** @type {Buffer} */
    let body = await readFile(file.path)
    if (compressible && body.length >= MIN_GZIP_BYTES && acceptsGzip(req.headers['accept-encoding'])) {
      const key = `${file.path}:${file.size}:${file.mtimeMs}`
      let compressed = gzipCache.get(key)
      if (!compressed) {
        compressed = await gzipAsync(body)
        if (gzipCache.size > 500) gzipCache.clear()
        gzipCache.set(key, compressed)
      }
      body = compressed
      responseHeaders['content-encoding'] = 'gzip'
    }
    res.writeHead(status, { ...responseHeaders, 'content-length': String(body.length) })
    res.end(body)
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
      res.end('Internal error\n')
    })
  })

  return {
    server,
    /**
     * @param {number} [port]
     * @param {string} [host]
     */
    async listen(port = 0, host = '127.0.0.1') {
      const { url, port: actualPort } = await listen(server, port, host)
      hosts = allowedHostSet({ port: actualPort, appOrigins, allowedHosts })
      return { url }
    },
    close: () => closeServer(server),
  }
}

/**
 * True unless gzip is absent or explicitly refused with `q=0`.
 * @param {string | undefined} header
 */
function acceptsGzip(header) {
  if (!header) return false
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';')
    if (coding?.trim().toLowerCase() !== 'gzip' && coding?.trim() !== '*') return false
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    return q === undefined || Number(q.slice(2)) > 0
  })
}
