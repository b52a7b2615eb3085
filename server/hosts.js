// @ts-check

/** @import { IncomingMessage, ServerResponse } from 'node:http' */

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]']

/** Without `--app-origin`: the vite dev and preview origins. */
export const DEFAULT_APP_ORIGINS = [
  'http://localhost:4173',
  'http://127.0.0.1:4173',
  'http://localhost:5173',
  'http://127.0.0.1:5173',
]

/**
 * The `Host` values a server answers to. A page on another name that resolves to this machine (DNS
 * rebinding) would otherwise be same-origin with the server and could read its answers.
 * @param {{ port: number, appOrigins?: string[], allowedHosts?: string[], publicUrl?: string | undefined }} options
 */
export function allowedHostSet({ port, appOrigins = [], allowedHosts = [], publicUrl }) {
  /** @type {Set<string>} */
  const hosts = new Set()
  /** @param {string} name */
  const addName = (name) => {
    hosts.add(`${name}:${port}`)
    // A Host header leaves out the scheme's default port.
    if (port === 80) hosts.add(name)
  }
  for (const name of LOOPBACK_NAMES) addName(name)
  for (const origin of appOrigins) {
    const url = new URL(origin)
    hosts.add(url.host)
    addName(url.hostname)
  }
  if (publicUrl) hosts.add(new URL(publicUrl).host)
  for (const host of allowedHosts) hosts.add(host)
  return new Set([...hosts].map((host) => host.toLowerCase()))
}

/**
 * @param {Set<string>} allowed
 * @param {IncomingMessage} req
 */
export const hostAllowed = (allowed, req) => allowed.has((req.headers.host ?? '').toLowerCase())

/**
 * Whether a request comes from one of the app's pages or from no page at all. A browser always says
 * where a cross-origin request comes from: with `Origin` when it is a fetch or a WebSocket (the app's
 * dev panel on localhost:4173 calling 127.0.0.1 is cross-site, and says so), with only
 * `Sec-Fetch-Site` when it is a link, image or form navigation, which another site could plant.
 * Node clients (tests, the WalletConnect SDK outside a browser) send neither.
 * @param {readonly string[]} appOrigins
 * @param {IncomingMessage} req
 */
export function callerAllowed(appOrigins, req) {
  const origin = req.headers.origin
  if (origin !== undefined) return appOrigins.includes(origin)
  const site = req.headers['sec-fetch-site']
  return site !== 'cross-site' && site !== 'same-site'
}

/** @param {ServerResponse} res */
export function sendMisdirected(res) {
  const body = JSON.stringify({
    code: 'MISDIRECTED_REQUEST',
    message: 'This server does not serve that host',
  })
  res.writeHead(421, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  })
  res.end(body)
}
