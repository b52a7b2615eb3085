// @ts-check
import { parseArgs } from 'node:util'
import { DEFAULT_APP_ORIGINS } from './app.js'

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
  --help                  show this text`

/** @typedef {{ apiPort: number, staticDir: string | undefined, staticPort: number,
 *   appOrigins: string[], stateFile: string | undefined, dev: boolean, accessTokenTtlMs: number | undefined,
 *   host: string, help: boolean }} CliOptions */

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
      help: { type: 'boolean' },
    },
  })
  const origins = (values['app-origin'] ?? (env.APP_ORIGIN ? [env.APP_ORIGIN] : []))
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean)
  const ttl = values['access-ttl-ms'] ?? env.ACCESS_TTL_MS
  return {
    apiPort: port(values['api-port'] ?? env.API_PORT, 8787, '--api-port'),
    staticDir: values['static-dir'] ?? env.STATIC_DIR,
    staticPort: port(values['static-port'] ?? env.STATIC_PORT, 4173, '--static-port'),
    appOrigins: origins.length > 0 ? origins.map(origin) : DEFAULT_APP_ORIGINS,
    stateFile: values.store ?? values['state-file'] ?? env.STORE ?? env.STATE_FILE,
    dev: values.dev ?? (env.API_DEV === '1' || env.API_DEV === 'true'),
    accessTokenTtlMs: ttl === undefined ? undefined : positiveInteger(ttl, '--access-ttl-ms'),
    host: values.host ?? env.HOST ?? '127.0.0.1',
    help: values.help ?? false,
  }
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
