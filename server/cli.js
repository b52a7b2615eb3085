// @ts-check
import { parseArgs } from 'node:util'
import { DEFAULT_APP_ORIGINS } from './hosts.js'

export const USAGE = `Usage: node server/main.js [options]

  --api-port <port>       API port (env API_PORT, default 8787; 0 picks a free one)
  --static-dir <dir>      also serve this built app, e.g. dist-demo (env STATIC_DIR)
  --static-port <port>    port for the built app (env STATIC_PORT, default 4173)
  --app-origin <origin>   an origin allowed to call the API; repeat or comma-separate
                          (env APP_ORIGIN; default the vite dev and preview origins)
  --store <path>          keep users, sessions, votes and referrals in this SQLite file across
                          restarts and crashes (env STORE; --state-file and STATE_FILE are
                          the older names). Without it the state lives in memory only
  --dev                   enable /v1/user/dev_* and /__test/* (env API_DEV=1)
  --access-ttl-ms <ms>    access-token lifetime (env ACCESS_TTL_MS, default 900000)
  --host <host>           interface to listen on (env HOST, default 127.0.0.1)
  --public-url <url>      the API's address as browsers reach it, used in the links it makes
                          (env PUBLIC_URL, default http://127.0.0.1:<api port>)
  --allowed-host <host>   a further Host header value (host[:port]) to answer; repeat or
                          comma-separate (env ALLOWED_HOSTS). Loopback names with the server's
                          port and the app origins' hosts are always answered; others get 421
  --rpc-url <id=url>      JSON-RPC URL of a chain, to check smart-account (ERC-1271/6492)
                          wallet signatures; repeat or comma-separate (env RPC_URLS;
                          default 8453=http://127.0.0.1:8545,42161=http://127.0.0.1:8546)
  --help                  show this text`

/** The demo and test chains: anvil on 8545 (as Base) and 8546 (as Arbitrum). */
export const DEFAULT_RPC_URLS = { 8453: 'http://127.0.0.1:8545', 42161: 'http://127.0.0.1:8546' }

/** @typedef {{ apiPort: number, staticDir: string | undefined, staticPort: number,
 *   appOrigins: string[], stateFile: string | undefined, dev: boolean, accessTokenTtlMs: number | undefined,
 *   host: string, publicUrl: string | undefined, allowedHosts: string[], rpcUrls: Record<number, string>,
 *   help: boolean }} CliOptions */

/**
 * Flags win over environment variables, which win over defaults.
 * @param {string[]} argv without node and the script
 * @param {Record<string, string | undefined>} env
 * @returns {CliOptions}
 */
export function parseCli(argv, env) {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      'api-port': { type: 'string' },
      'static-dir': { type: 'string' },
      'static-port': { type: 'string' },
      'app-origin': { type: 'string', multiple: true },
      store: { type: 'string' },
      'state-file': { type: 'string' },
      dev: { type: 'boolean' },
      'access-ttl-ms': { type: 'string' },
      host: { type: 'string' },
      'public-url': { type: 'string' },
      'allowed-host': { type: 'string', multiple: true },
      'rpc-url': { type: 'string', multiple: true },
      help: { type: 'boolean' },
    },
  })
  const publicUrl = values['public-url'] ?? env.PUBLIC_URL
  const ttl = values['access-ttl-ms'] ?? env.ACCESS_TTL_MS
  return {
    apiPort: port(values['api-port'] ?? env.API_PORT, 8787, '--api-port'),
    staticDir: values['static-dir'] ?? env.STATIC_DIR,
    staticPort: port(values['static-port'] ?? env.STATIC_PORT, 4173, '--static-port'),
    appOrigins: appOrigins(values['app-origin'], env.APP_ORIGIN),
    stateFile: values.store ?? values['state-file'] ?? env.STORE ?? env.STATE_FILE,
    dev: values.dev ?? (env.API_DEV === '1' || env.API_DEV === 'true'),
    accessTokenTtlMs: ttl === undefined ? undefined : positiveInteger(ttl, '--access-ttl-ms'),
    host: values.host ?? env.HOST ?? '127.0.0.1',
    publicUrl: publicUrl ? baseUrl(publicUrl) : undefined,
    allowedHosts: list(values['allowed-host'], env.ALLOWED_HOSTS).map(hostValue),
    rpcUrls: rpcUrls(list(values['rpc-url'], env.RPC_URLS)),
    help: values.help ?? false,
  }
}

/**
 * `--app-origin` (repeatable, comma-separable) or `APP_ORIGIN`; the API and the relay take the same.
 * @param {string[] | undefined} flag
 * @param {string | undefined} env
 */
export function appOrigins(flag, env) {
  const origins = list(flag, env)
  return origins.length > 0 ? origins.map(origin) : [...DEFAULT_APP_ORIGINS]
}

/**
 * A repeatable, comma-separable flag; the environment variable counts only without the flag.
 * @param {string[] | undefined} flag
 * @param {string | undefined} env
 */
function list(flag, env) {
  return (flag ?? (env ? [env] : []))
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean)
}

/** @param {string} value */
function baseUrl(value) {
  let url
  try {
    url = new URL(value)
  } catch {
    throw new Error(`--public-url ${value} is not a URL`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error('--public-url must be http or https')
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '')
}

/**
 * @param {string[]} entries `chainId=url`; none means the demo defaults
 * @returns {Record<number, string>}
 */
function rpcUrls(entries) {
  if (entries.length === 0) return { ...DEFAULT_RPC_URLS }
  /** @type {Record<number, string>} */
  const urls = {}
  for (const entry of entries) {
    const match = /^(\d{1,12})=(https?:\/\/.+)$/.exec(entry)
    if (!match?.[1] || !match[2]) throw new Error(`--rpc-url ${entry} must be chainId=http(s)://…`)
    try {
      new URL(match[2])
    } catch {
      throw new Error(`--rpc-url ${entry}: ${match[2]} is not a URL`)
    }
    urls[Number(match[1])] = match[2]
  }
  return urls
}

/** @param {string} value */
function hostValue(value) {
  if (!/^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(:\d{1,5})?$/.test(value))
    throw new Error(`--allowed-host ${value} must be host or host:port`)
  return value.toLowerCase()
}

/**
 * @param {string | undefined} value
 * @param {number} fallback
 * @param {string} flag
 */
function port(value, fallback, flag) {
  if (value === undefined || value === '') return fallback
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535)
    throw new Error(`${flag} must be a port number`)
  return parsed
}

/**
 * @param {string} value
 * @param {string} flag
 */
function positiveInteger(value, flag) {
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${flag} must be a positive whole number`)
  return parsed
}

/** @param {string} value */
function origin(value) {
  let url
  try {
    url = new URL(value)
  } catch {
    throw new Error(`--app-origin ${value} is not a URL`)
  }
  if (url.origin === 'null' || url.pathname !== '/')
    throw new Error(`--app-origin ${value} must be an origin`)
  return url.origin
}
