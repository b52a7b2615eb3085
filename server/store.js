// @ts-check
import { readFileSync } from 'node:fs'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { z } from 'zod'

/** @import { State } from './data/seed.js' */

const grantSchema = z.object({ xId: z.string(), expiresAt: z.number() })
/** Files written before token families had none; each such token then stands alone. */
const tokenGrantSchema = grantSchema.extend({ family: z.string().optional(), used: z.boolean().optional() })
/** @param {[string, z.infer<typeof tokenGrantSchema>][]} tokens */
const tokenMap = (tokens) =>
  new Map(tokens.map(([token, grant]) => [token, { ...grant, family: grant.family ?? token }]))

/** The state file's shape. Maps and sets become plain objects and arrays on disk. */
const persistedSchema = z.object({
  version: z.literal(1),
  users: z.array(
    z.object({
      xId: z.string(),
      xHandle: z.string(),
      xName: z.string(),
      accountCreatedAt: z.string(),
      isBot: z.boolean(),
      requiresInviteCode: z.boolean(),
      eligibilityCheckedAt: z.string().nullable(),
      wallet: z.object({ address: z.string(), chainId: z.number(), verifiedAt: z.string() }).nullable(),
      referralCode: z.string().nullable(),
      activatedAt: z.string().nullable(),
    }),
  ),
  whitelist: z.array(z.string()),
  accessTokens: z.array(z.tuple([z.string(), tokenGrantSchema])),
  refreshTokens: z.array(z.tuple([z.string(), tokenGrantSchema])),
  // session and createdAt are absent from files written before nonces were bound to a session.
  nonces: z.array(
    z.tuple([
      z.string(),
      grantSchema.extend({ session: z.string().default(''), createdAt: z.number().default(0) }),
    ]),
  ),
  signIns: z.array(
    z.tuple([
      z.string(),
      z.object({
        redirectUrl: z.string(),
        // Optional so that a state file written before the app sent its own state still loads.
        appState: z.string().nullable().default(null),
        client: z.string().default(''),
        expiresAt: z.number(),
        code: z.string().nullable(),
        xId: z.string().nullable(),
      }),
    ]),
  ),
  votes: z.array(z.object({ xId: z.string(), projectId: z.string(), votedAt: z.string() })),
  referrals: z.array(
    z.object({
      referrerHandle: z.string(),
      code: z.string(),
      refereeHandle: z.string(),
      joinedAt: z.string(),
      status: z.enum(['pending', 'activated', 'deposited', 'rejected']).optional(),
      pendingReason: z.string().optional(),
      rewards: z.string(),
    }),
  ),
  // Keyed `${xId}:${key}`; absent from files written before vote idempotency.
  idempotencyKeys: z
    .array(
      z.tuple([
        z.string(),
        z.object({
          xId: z.string(),
          scope: z.string(),
          status: z.number(),
          json: z.unknown(),
          expiresAt: z.number(),
        }),
      ]),
    )
    .default([]),
})

/** @param {State} state */
function serialise(state) {
  return {
    version: /** @type {const} */ (1),
    users: [...state.users.values()],
    whitelist: [...state.whitelist],
    accessTokens: [...state.accessTokens],
    refreshTokens: [...state.refreshTokens],
    nonces: [...state.nonces],
    signIns: [...state.signIns],
    votes: state.votes,
    referrals: state.referrals,
    idempotencyKeys: [...state.idempotencyKeys],
  }
}

/**
 * @param {z.infer<typeof persistedSchema>} saved
 * @returns {State}
 */
function deserialise(saved) {
  return {
    users: new Map(saved.users.map((user) => [user.xId, user])),
    whitelist: new Set(saved.whitelist),
    accessTokens: tokenMap(saved.accessTokens),
    refreshTokens: tokenMap(saved.refreshTokens),
    nonces: new Map(saved.nonces),
    signIns: new Map(saved.signIns),
    votes: saved.votes,
    referrals: saved.referrals,
    idempotencyKeys: new Map(saved.idempotencyKeys),
  }
}

/**
 * @typedef {{ file?: string | undefined, seed: () => State, debounceMs?: number,
 *   warn?: (message: string) => void }} StoreOptions
 */

/**
 * Holds the mutable state in memory. With a file, every change schedules a debounced, atomic write
 * (temp file + rename, so a crash never leaves half a file), and the file is read back at start.
 * @param {StoreOptions} options
 */
export function createStore({ file, seed, debounceMs = 150, warn = console.warn }) {
  let state = (file && load(file, warn)) || seed()
  /** @type {NodeJS.Timeout | undefined} */
  let timer
  /** @type {Promise<void>} */
  let writing = Promise.resolve()
  let dirty = false

  async function write() {
    if (!file || !dirty) return
    dirty = false
    const temp = `${file}.${process.pid}.tmp`
    const text = `${JSON.stringify(serialise(state))}\n`
    await mkdir(dirname(file), { recursive: true })
    await writeFile(temp, text)
    await rename(temp, file)
  }

  /** Serialises writes so that an older snapshot never lands after a newer one. */
  function flush() {
    clearTimeout(timer)
    timer = undefined
    writing = writing.then(write).catch((error) => warn(`Could not save state to ${file}: ${error}`))
    return writing
  }

  /** Call after every mutation. */
  function changed() {
    if (!file) return
    dirty = true
    if (timer) return
    timer = setTimeout(flush, debounceMs)
    timer.unref()
  }

  function reset() {
    state = seed()
    changed()
  }

  return {
    get state() {
      return state
    },
    changed,
    reset,
    flush,
  }
}

/** @typedef {ReturnType<typeof createStore>} Store */

/**
 * @param {string} file
 * @param {(message: string) => void} warn
 * @returns {State | null}
 */
function load(file, warn) {
  let text
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ENOENT') {
      warn(`Could not read state file ${file} (${error}); starting from the seed`)
    }
    return null
  }
  try {
    const parsed = persistedSchema.safeParse(JSON.parse(text))
    if (parsed.success) return deserialise(parsed.data)
    warn(`Ignoring state file ${file}: it does not match the expected shape; starting from the seed`)
  } catch {
    warn(`Ignoring state file ${file}: it is not valid JSON; starting from the seed`)
  }
  return null
}
