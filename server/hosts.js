// @ts-check

/** @import { IncomingMessage, ServerResponse } from 'node:http' */

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]']

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
