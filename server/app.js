// @ts-check
import { createDemoData, createSeedState } from './data/seed.js'
import { defaultPublicClient } from './domain/siwe.js'
import { DEFAULT_APP_ORIGINS } from './hosts.js'
import { createStore } from './store.js'
import { MINUTE } from './time.js'

/**
 * @typedef {{
 *   appOrigins?: string[],
 *   dev?: boolean,
 *   accessTokenTtlMs?: number,
 *   stateFile?: string,
 *   limits?: Partial<Limits>,
 *   rpcUrls?: Record<number, string>,
 *   publicClientFor?: import('./domain/siwe.js').PublicClientFactory,
 *   pruneIntervalMs?: number,
 *   checkStoreOwnership?: boolean,
 *   now?: () => number,
 *   log?: { warn: (message: string) => void, error: (message: string, error?: unknown) => void },
 * }} AppOptions
 */

/**
 * How much a client can make the server hold. Pending sign-ins count per remote address, wallet
 * nonces per session (token family, so a refresh does not reset the count).
 * @typedef {{ signInsPerClient: number, signIns: number, noncesPerSession: number, nonces: number }} Limits
 */
export const DEFAULT_LIMITS = { signInsPerClient: 20, signIns: 5_000, noncesPerSession: 10, nonces: 10_000 }

export { DEFAULT_APP_ORIGINS } from './hosts.js'

/** Generated once per process: the boards take a noticeable moment to build and never change. */
let demoData = /** @type {import('./data/seed.js').DemoData | undefined} */ (undefined)

/**
 * The API's world without HTTP: configuration, the fixed demo data, the mutable store and a clock.
 * @param {AppOptions} [options]
 */
export function createApp(options = {}) {
  const log = options.log ?? {
    warn: (/** @type {string} */ message) => console.warn(message),
    error: (/** @type {string} */ message, /** @type {unknown} */ error) => console.error(message, error),
  }
  const now = options.now ?? Date.now
  demoData ??= createDemoData()
  const data = demoData
  const config = {
    appOrigins: (options.appOrigins ?? DEFAULT_APP_ORIGINS).map((origin) => new URL(origin).origin),
    dev: options.dev ?? false,
    accessTokenTtlMs: options.accessTokenTtlMs ?? 15 * MINUTE,
    /** @type {Limits} */
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    /** Chain id → JSON-RPC URL, for signatures only a chain can check (smart accounts). */
    rpcUrls: options.rpcUrls ?? {},
    publicClientFor: options.publicClientFor ?? defaultPublicClient,
  }
  const store = createStore({
    file: options.stateFile,
    seed: () => createSeedState(data, now()),
    now,
    pruneIntervalMs: options.pruneIntervalMs,
    warn: log.warn,
    checkOwnership: options.checkStoreOwnership,
  })
  /**
   * Weekly updates a test published early (`POST /__test/advance-week`), and the boards built for
   * each; `domain/boards.js` reads them.
   */
  const boardWeeks = {
    weeksAhead: 0,
    /** @type {Map<number, Record<import('./data/yarmers.js').Timeframe, import('./data/yarmers.js').Board>>} */
    built: new Map(),
  }
  return { config, data, store, now, log, boardWeeks }
}

/** @typedef {ReturnType<typeof createApp>} App */
