// @ts-check
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'
import { z } from 'zod'
import { storeOperations } from './storeOperations.js'

/** @import { State } from './data/seed.js' */

/** @type {typeof import('node-sqlite3-wasm').Database | undefined} */
let DatabaseClass

/**
 * SQLite compiled to WebAssembly: nothing native to build or download, and a real SQLite file whose
 * commits are fsync'd (the package's file system layer syncs on SQLite's xSync). Loaded on first
 * use, because compiling it takes a noticeable part of a second and a server without a store never
 * needs it. CommonJS without a default export in its types, hence require.
 * @param {string} path
 * @param {{ fileMustExist?: boolean }} [options]
 */
function openDatabase(path, options) {
  DatabaseClass ??= /** @type {typeof import('node-sqlite3-wasm')} */ (
    createRequire(import.meta.url)('node-sqlite3-wasm')
  ).Database
  return new DatabaseClass(path, options)
}

/** Marks a file as this store's, so another SQLite file given by mistake is not taken for one. */
const FORMAT = 'yarm-local-api-store'
const FORMAT_VERSION = '1'

const grantSchema = z.looseObject({ xId: z.string(), expiresAt: z.number() })
/** Token families came later: a token without one stands alone (see `withFamilies`). */
const tokenGrantSchema = grantSchema.extend({ family: z.string().optional(), used: z.boolean().optional() })
const userSchema = z.looseObject({
  xId: z.string(),
  xHandle: z.string(),
  xName: z.string(),
  accountCreatedAt: z.string(),
  isBot: z.boolean(),
  requiresInviteCode: z.boolean(),
  eligibilityCheckedAt: z.string().nullable(),
  wallet: z.looseObject({ address: z.string(), chainId: z.number(), verifiedAt: z.string() }).nullable(),
  referralCode: z.string().nullable(),
  activatedAt: z.string().nullable(),
})
const signInSchema = z.looseObject({
  redirectUrl: z.string(),
  // Null for a sign-in started before the app sent a state of its own.
  appState: z.string().nullable().default(null),
  expiresAt: z.number(),
  code: z.string().nullable(),
  xId: z.string().nullable(),
})
const voteSchema = z.looseObject({ xId: z.string(), projectId: z.string(), votedAt: z.string() })
const referralSchema = z.looseObject({
  referrerHandle: z.string(),
  code: z.string(),
  refereeHandle: z.string(),
  joinedAt: z.string(),
  status: z.enum(['pending', 'activated', 'deposited', 'rejected']).optional(),
  pendingReason: z.string().optional(),
  rewards: z.string(),
})
const idempotencySchema = z.looseObject({
  xId: z.string(),
  scope: z.string(),
  status: z.number(),
  json: z.unknown(),
  expiresAt: z.number(),
})

/**
 * What one row (a Map value, a Set member or an array element) of each known collection must look
 * like. Loose objects, so fields added later survive a restart. A collection missing here is
 * stored and loaded as plain JSON without a check.
 * @type {Record<string, z.ZodType>}
 */
const ROW_SCHEMAS = {
  users: userSchema,
  whitelist: z.string(),
  accessTokens: tokenGrantSchema,
  refreshTokens: tokenGrantSchema,
  nonces: grantSchema,
  signIns: signInSchema,
  votes: voteSchema,
  referrals: referralSchema,
  idempotencyKeys: idempotencySchema,
}

/** The JSON state file written before the database; read once to import it. */
const legacySchema = z.object({
  version: z.literal(1),
  users: z.array(userSchema),
  whitelist: z.array(z.string()),
  accessTokens: z.array(z.tuple([z.string(), tokenGrantSchema])),
  refreshTokens: z.array(z.tuple([z.string(), tokenGrantSchema])),
  nonces: z.array(z.tuple([z.string(), grantSchema])),
  signIns: z.array(z.tuple([z.string(), signInSchema])),
  votes: z.array(voteSchema),
  referrals: z.array(referralSchema),
  // Absent from files written before vote idempotency.
  idempotencyKeys: z.array(z.tuple([z.string(), idempotencySchema])).default([]),
})

/** @typedef {'map' | 'set' | 'list' | 'value'} Kind */
/** @typedef {{ kind: Kind, rows: Map<string, string> }} Snapshot */

/** Refused because another live process holds the store. */
export class StoreLockedError extends Error {
  /** @override */
  name = 'StoreLockedError'
}

/** Paths of stores open in this process, so a second open here is refused like one elsewhere. */
const openHere = new Set()

/** The state was changed by code outside the store (only checked with `checkOwnership`). */
export class StoreOwnershipError extends Error {
  /** @override */
  name = 'StoreOwnershipError'
}

/**
 * checkOwnership: after every operation the store notes the state, and before the next operation
 * or a commit it refuses (StoreOwnershipError) a state that has changed since: a change made by
 * code holding a row it read. The server's tests turn it on; it costs a snapshot per operation.
 * @typedef {{ file?: string | undefined, seed: () => State, now?: () => number,
 *   pruneIntervalMs?: number, warn?: (message: string) => void, checkOwnership?: boolean }} StoreOptions
 */

/**
 * Holds the state in memory, private to the store: the server reads and changes it only through the
 * store's named operations (storeOperations.js). With a file it mirrors the state into an SQLite
 * database. `commit()` writes what differs from the last commit as one
 * transaction and returns once it is on disk; the HTTP layer commits before every answer, so an
 * answered change survives a crash. Every Map, Set and array of the state is a collection of rows,
 * so collections added to the state later are stored without touching this module.
 * @param {StoreOptions} options
 */
export function createStore({
  file,
  seed,
  now = Date.now,
  pruneIntervalMs = 60_000,
  warn = console.warn,
  checkOwnership = false,
}) {
  const path = file ? resolve(file) : undefined
  /** @type {import('node-sqlite3-wasm').Database | undefined} */
  let db
  /** @type {Map<string, Snapshot>} */
  let committed = new Map()
  /** @type {State} */
  let state
  let dirty = false
  let scheduled = false
  /** The state as the last operation left it, when checking ownership. */
  /** @type {Map<string, Snapshot>} */
  let owned = new Map()

  if (path) {
    mkdirSync(dirname(path), { recursive: true })
    acquireLock(path)
    try {
      const opened = open(path, seed, warn)
      db = opened.db
      state = opened.state
      committed = opened.committed
      noteOwned()
      prune()
      commit()
    } catch (error) {
      db?.close()
      releaseLock(path)
      throw error
    }
  } else {
    state = seed()
    noteOwned()
    prune()
  }

  const timer = setInterval(() => {
    try {
      if (prune() > 0) commitLogged()
    } catch (error) {
      warn(`Could not prune the state: ${error}`)
    }
  }, pruneIntervalMs)
  timer.unref()

  function noteOwned() {
    if (checkOwnership) owned = snapshot(state)
  }

  function assertOwned() {
    if (!checkOwnership) return
    const outside = [...snapshot(state)]
      .filter(([name, current]) => {
        const before = owned.get(name)
        return before?.kind !== current.kind || !sameRows(before.rows, current.rows)
      })
      .map(([name]) => name)
    if (outside.length > 0)
      throw new StoreOwnershipError(
        `The state's ${outside.join(', ')} changed outside the store's operations`,
      )
  }

  /**
   * Runs one change of the state: the only way anything changes it.
   * @template T
   * @param {(state: State) => T} change
   * @returns {T}
   */
  function mutate(change) {
    assertOwned()
    try {
      return change(state)
    } finally {
      changed()
      noteOwned()
    }
  }

  /** Writes every difference from the last commit in one durable transaction. */
  function commit() {
    assertOwned()
    dirty = false
    if (!db) return
    const next = snapshot(state)
    const database = db
    let began = false
    try {
      for (const [name, current] of next) {
        const previous = committed.get(name)
        if (previous?.kind === current.kind && sameRows(previous.rows, current.rows)) continue
        if (!began) {
          database.exec('BEGIN IMMEDIATE')
          began = true
        }
        if (previous?.kind !== current.kind) {
          database.run('INSERT OR REPLACE INTO collections (name, kind) VALUES (?, ?)', [name, current.kind])
          database.run('DELETE FROM rows WHERE collection = ?', [name])
        }
        const before = previous?.kind === current.kind ? previous.rows : new Map()
        for (const key of before.keys()) {
          if (!current.rows.has(key))
            database.run('DELETE FROM rows WHERE collection = ? AND key = ?', [name, key])
        }
        for (const [key, value] of current.rows) {
          if (before.get(key) === value) continue
          database.run('INSERT OR REPLACE INTO rows (collection, key, value) VALUES (?, ?, ?)', [
            name,
            key,
            value,
          ])
        }
      }
      for (const name of committed.keys()) {
        if (next.has(name)) continue
        if (!began) {
          database.exec('BEGIN IMMEDIATE')
          began = true
        }
        database.run('DELETE FROM collections WHERE name = ?', [name])
        database.run('DELETE FROM rows WHERE collection = ?', [name])
      }
      if (began) database.exec('COMMIT')
    } catch (error) {
      if (began && database.inTransaction) database.exec('ROLLBACK')
      // Still dirty: the next commit retries the same difference.
      dirty = true
      throw error
    }
    committed = next
  }

  function commitLogged() {
    try {
      commit()
    } catch (error) {
      warn(`Could not save state to ${path}: ${error}`)
    }
  }

  /**
   * Drops expired sign-ins, nonces and tokens: every Map row with an `expiresAt` in the past.
   * @returns {number} how many rows went
   */
  function prune() {
    assertOwned()
    const at = now()
    let removed = 0
    for (const value of Object.values(state)) {
      if (!(value instanceof Map)) continue
      const collection = /** @type {Map<unknown, { expiresAt?: unknown }>} */ (value)
      for (const [key, row] of collection) {
        if (row && typeof row === 'object' && typeof row.expiresAt === 'number' && row.expiresAt <= at) {
          collection.delete(key)
          removed++
        }
      }
    }
    noteOwned()
    return removed
  }

  /**
   * Marks a change. The HTTP layer commits before it answers; this covers changes made outside a
   * request.
   */
  function changed() {
    dirty = true
    if (scheduled || !db) return
    scheduled = true
    setImmediate(() => {
      scheduled = false
      if (dirty) commitLogged()
    })
  }

  function reset() {
    state = seed()
    noteOwned()
    commit()
  }

  /** Commits what is left, closes the database and lets another process have the store. */
  function close() {
    clearInterval(timer)
    if (!db) return
    try {
      commitLogged()
    } finally {
      db.close()
      db = undefined
      if (path) releaseLock(path)
    }
  }

  return {
    ...storeOperations({ state: () => state, mutate, schemas: ROW_SCHEMAS }),
    /**
     * A deep copy of the whole state, for tests and diagnostics: changing it changes nothing.
     * @returns {State}
     */
    copyState: () => structuredClone(state),
    /** The database file, or undefined when the state lives only in memory. */
    path,
    commit,
    reset,
    prune,
    /** Kept for callers that awaited the old debounced write: commits now. */
    async flush() {
      commit()
    },
    close,
  }
}

/** @typedef {ReturnType<typeof createStore>} Store */

/**
 * The state as rows, each value as JSON text so that comparing two snapshots is comparing strings.
 * @param {State} state
 * @returns {Map<string, Snapshot>}
 */
function snapshot(state) {
  /** @type {Map<string, Snapshot>} */
  const result = new Map()
  for (const [name, value] of Object.entries(state)) {
    /** @type {Map<string, string>} */
    const rows = new Map()
    const kind = kindOf(value)
    if (value instanceof Map) {
      for (const [key, row] of value) rows.set(JSON.stringify(key), JSON.stringify(row))
    } else if (value instanceof Set) {
      for (const member of value) rows.set(JSON.stringify(member), 'true')
    } else if (Array.isArray(value)) {
      value.forEach((row, index) => {
        rows.set(String(index), JSON.stringify(row))
      })
    } else rows.set('', JSON.stringify(value ?? null))
    result.set(name, { kind, rows })
  }
  return result
}

/**
 * @param {unknown} value
 * @returns {Kind}
 */
function kindOf(value) {
  if (value instanceof Map) return 'map'
  if (value instanceof Set) return 'set'
  if (Array.isArray(value)) return 'list'
  return 'value'
}

/**
 * @param {Map<string, string>} a
 * @param {Map<string, string>} b
 */
function sameRows(a, b) {
  if (a.size !== b.size) return false
  for (const [key, value] of a) if (b.get(key) !== value) return false
  return true
}

/**
 * Builds the state from a database's rows. Collections the seed has and the database does not (new
 * since it was written) come from the seed.
 * @param {Map<string, Snapshot>} saved
 * @param {State} template the seed, for each collection's kind
 * @returns {State}
 */
function fromRows(saved, template) {
  /** @type {Record<string, unknown>} */
  const result = {}
  for (const [name, seeded] of Object.entries(template)) {
    const stored = saved.get(name)
    const kind = kindOf(seeded)
    if (!stored) {
      result[name] = seeded
      continue
    }
    if (stored.kind !== kind) throw new Error(`collection ${name} is a ${stored.kind}, expected a ${kind}`)
    const schema = ROW_SCHEMAS[name]
    /** @param {string} text @param {string} what */
    const parse = (text, what) => {
      let value
      try {
        value = JSON.parse(text)
      } catch {
        throw new Error(`${name} ${what} is not valid JSON`)
      }
      if (!schema) return value
      const checked = schema.safeParse(value)
      if (!checked.success) throw new Error(`${name} ${what} does not match the expected shape`)
      return checked.data
    }
    const entries = [...stored.rows]
    if (kind === 'map')
      result[name] = new Map(entries.map(([key, text]) => [JSON.parse(key), parse(text, key)]))
    else if (kind === 'set') result[name] = new Set(entries.map(([key]) => parse(key, key)))
    else if (kind === 'list') {
      result[name] = entries
        .map(([key, text]) => /** @type {const} */ ([Number(key), parse(text, key)]))
        .sort((a, b) => a[0] - b[0])
        .map(([, row]) => row)
    } else result[name] = parse(entries[0]?.[1] ?? 'null', 'value')
  }
  return /** @type {State} */ (result)
}

/**
 * Opens the database at `path`, reading the state from it, importing a JSON state file found there,
 * or seeding a new one. A file that cannot be read is moved aside, never overwritten.
 * @param {string} path
 * @param {() => State} seed
 * @param {(message: string) => void} warn
 */
function open(path, seed, warn) {
  removeStaleSqliteLock(path)
  if (existsSync(path) && startsWithBrace(path)) {
    const imported = importJson(path, warn)
    const db = create(path)
    return { db, state: imported ?? seed(), committed: new Map() }
  }
  // Empty: created by a process that died before its first commit. Nothing to keep.
  if (statSync(path, { throwIfNoEntry: false })?.size === 0) rmSync(path)
  if (existsSync(path)) {
    /** @type {import('node-sqlite3-wasm').Database | undefined} */
    let db
    try {
      db = openDatabase(path, { fileMustExist: true })
      const saved = read(db)
      // What the file holds, not what the state holds: a collection new in the seed is not in the
      // file yet, so the first commit writes it.
      return { db, state: fromRows(saved, seed()), committed: saved }
    } catch (error) {
      try {
        db?.close()
      } catch {
        // Closing a damaged database may fail too; it is being moved aside either way.
      }
      keepAside(path, error instanceof Error ? error.message : String(error), warn)
    }
  }
  return { db: create(path), state: seed(), committed: new Map() }
}

/** @param {string} path */
function create(path) {
  const db = openDatabase(path)
  configure(db)
  db.exec(`
    BEGIN;
    CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS collections (name TEXT PRIMARY KEY, kind TEXT NOT NULL) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS rows (
      collection TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL,
      PRIMARY KEY (collection, key)
    ) WITHOUT ROWID;
    COMMIT;`)
  db.run('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?), (?, ?)', [
    'format',
    FORMAT,
    'version',
    FORMAT_VERSION,
  ])
  return db
}

/**
 * Rollback journal (the WebAssembly file layer has no shared memory for WAL), truncated rather than
 * deleted after each commit (no directory update), and FULL sync: a commit returns after the
 * journal and the database file are fsync'd.
 * @param {import('node-sqlite3-wasm').Database} db
 */
function configure(db) {
  db.exec('PRAGMA journal_mode = TRUNCATE; PRAGMA synchronous = FULL;')
}

/**
 * @param {import('node-sqlite3-wasm').Database} db
 * @returns {Map<string, Snapshot>}
 */
function read(db) {
  configure(db)
  const check = db.all('PRAGMA quick_check')
  if (check[0]?.quick_check !== 'ok') throw new Error(`the integrity check failed: ${check[0]?.quick_check}`)
  const meta = new Map(db.all('SELECT key, value FROM meta').map((row) => [row.key, row.value]))
  if (meta.get('format') !== FORMAT) throw new Error('it is not a Yarm local API store')
  if (meta.get('version') !== FORMAT_VERSION)
    throw new Error(`its format version ${meta.get('version')} is unknown`)
  /** @type {Map<string, Snapshot>} */
  const saved = new Map()
  for (const { name, kind } of db.all('SELECT name, kind FROM collections')) {
    if (typeof name !== 'string' || !['map', 'set', 'list', 'value'].includes(String(kind)))
      throw new Error(`collection ${String(name)} has an unknown kind`)
    saved.set(name, { kind: /** @type {Kind} */ (kind), rows: new Map() })
  }
  for (const { collection, key, value } of db.all('SELECT collection, key, value FROM rows')) {
    const target = saved.get(String(collection))
    if (!target || typeof key !== 'string' || typeof value !== 'string')
      throw new Error(`a row of ${String(collection)} does not belong to any collection`)
    target.rows.set(key, value)
  }
  return saved
}

/** @param {string} path */
function startsWithBrace(path) {
  const fd = openSync(path, 'r')
  try {
    const buffer = Buffer.alloc(64)
    const length = readSync(fd, buffer, 0, buffer.length, 0)
    return buffer.subarray(0, length).toString('utf8').trimStart().startsWith('{')
  } finally {
    closeSync(fd)
  }
}

/**
 * The JSON state file that came before the database: its state is imported and the file is kept
 * beside the new database under another name.
 * @param {string} path
 * @param {(message: string) => void} warn
 * @returns {State | null}
 */
function importJson(path, warn) {
  let saved
  try {
    saved = legacySchema.parse(JSON.parse(readFileSync(path, 'utf8')))
  } catch {
    keepAside(path, 'it is neither a database nor a JSON state file of the expected shape', warn)
    return null
  }
  const kept = freeName(`${path}.imported-${stamp()}.json`)
  renameSync(path, kept)
  warn(
    `Imported the JSON state file ${path} into a database at the same path; the JSON file is kept at ${kept}`,
  )
  // The schema has checked every field the State type names.
  return /** @type {State} */ (
    /** @type {unknown} */ ({
      users: new Map(saved.users.map((user) => [user.xId, user])),
      whitelist: new Set(saved.whitelist),
      accessTokens: withFamilies(saved.accessTokens),
      refreshTokens: withFamilies(saved.refreshTokens),
      nonces: new Map(saved.nonces),
      signIns: new Map(saved.signIns),
      votes: saved.votes,
      referrals: saved.referrals,
      idempotencyKeys: new Map(saved.idempotencyKeys),
    })
  )
}

/**
 * A token saved before token families is a family of its own.
 * @param {[string, z.infer<typeof tokenGrantSchema>][]} tokens
 */
function withFamilies(tokens) {
  return new Map(tokens.map(([token, grant]) => [token, { ...grant, family: grant.family ?? token }]))
}

/**
 * Moves an unreadable store (and its journal, which SQLite may need to recover it) to a new name
 * and says where, so that nobody's data is overwritten by a fresh seed.
 * @param {string} path
 * @param {string} reason
 * @param {(message: string) => void} warn
 */
function keepAside(path, reason, warn) {
  const target = freeName(`${path}.damaged-${stamp()}`)
  renameSync(path, target)
  if (existsSync(`${path}-journal`)) renameSync(`${path}-journal`, `${target}-journal`)
  warn(
    `The store ${path} could not be read (${reason}). It is kept, untouched, at ${target}; starting from the seed.`,
  )
}

/** @param {string} wanted */
function freeName(wanted) {
  let candidate = wanted
  for (let n = 1; existsSync(candidate); n++) candidate = `${wanted}-${n}`
  return candidate
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-')

/**
 * node-sqlite3-wasm locks a database by creating the directory `<path>.lock` for the length of a
 * transaction. A process killed inside one leaves it behind and every later transaction would be
 * refused as busy. Called only while holding the store's own lock, so no live process owns it.
 * @param {string} path
 */
function removeStaleSqliteLock(path) {
  rmSync(`${path}.lock`, { recursive: true, force: true })
}

/**
 * One process per store: `<path>.pid` holds the owner's pid, created exclusively. A file naming a
 * process that no longer runs (killed, crashed) is taken over.
 * @param {string} path
 */
function acquireLock(path) {
  const lockFile = `${path}.pid`
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' })
      openHere.add(path)
      return
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error
    }
    let holder = Number.NaN
    try {
      holder = Number.parseInt(readFileSync(lockFile, 'utf8'), 10)
    } catch {
      continue
    }
    const ours = holder === process.pid
    if (Number.isInteger(holder) && holder > 0 && (ours ? openHere.has(path) : isRunning(holder))) {
      throw new StoreLockedError(
        `The store ${path} is in use by another server (pid ${holder}${ours ? ', this process' : ''}). ` +
          `Stop that server or choose another --store. If pid ${holder} is not a Yarm server, delete ${lockFile}.`,
      )
    }
    rmSync(lockFile, { force: true })
  }
  throw new StoreLockedError(`Could not take the lock ${lockFile} for the store ${path}`)
}

/** @param {string} path */
function releaseLock(path) {
  openHere.delete(path)
  const lockFile = `${path}.pid`
  try {
    if (Number.parseInt(readFileSync(lockFile, 'utf8'), 10) === process.pid) rmSync(lockFile, { force: true })
  } catch {
    // Already gone.
  }
}

/** @param {number} pid */
function isRunning(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM'
  }
}
