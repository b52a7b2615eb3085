// @ts-check
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createStore } from './store.js'
import { ANVIL_KEY_0, CALLBACK_URL, request, startApi } from './testing.js'
import { DAY } from './time.js'

const { Database } = /** @type {typeof import('node-sqlite3-wasm')} */ (
  createRequire(import.meta.url)('node-sqlite3-wasm')
)
/** @import { State } from './data/seed.js' */

const MAIN = fileURLToPath(new URL('./main.js', import.meta.url))

/** @type {string} */
let dir
/** @type {string} */
let store
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'yarm-store-'))
  store = join(dir, 'nested', 'store.db')
})
afterEach(() => rm(dir, { recursive: true, force: true }))

/**
 * The rows of one collection as the database file has them, read with a connection of its own.
 * @param {string} file
 * @param {string} collection
 * @returns {[unknown, unknown][]}
 */
function rowsIn(file, collection) {
  const db = new Database(file, { fileMustExist: true })
  try {
    return db
      .all('SELECT key, value FROM rows WHERE collection = ?', [collection])
      .map((row) => [JSON.parse(String(row.key)), JSON.parse(String(row.value))])
  } finally {
    db.close()
  }
}

/** @param {string} file */
function votedProjects(file) {
  return rowsIn(file, 'votes').map(([, vote]) => /** @type {{ projectId: string }} */ (vote).projectId)
}

// Real files and fsyncs: generous limits for a busy machine.
describe('state persistence', { timeout: 20_000 }, () => {
  it('keeps votes, referrals, wallets, activation and sessions across a restart', async () => {
    const first = await startApi({ stateFile: store })
    const carol = await first.signIn('carol_ct')
    const alice = await first.signIn('alice_yaps')
    await first.call('/v1/project/vote/moss-labs', { method: 'POST', token: carol.accessToken })
    await first.call('/v1/referral/register', { token: alice.accessToken, body: { code: 'CAROL7' } })
    await first.verifyWallet(alice.accessToken, ANVIL_KEY_0)
    await first.call('/v1/user/activate', { token: alice.accessToken, body: {} })
    await first.call('/v1/user/dev_whitelist/bob_builds')
    await first.close()

    const second = await startApi({ stateFile: store })
    try {
      const votes = await second.call('/v1/project/user-votes', { token: carol.accessToken })
      expect(votes.status).toBe(200)
      expect(votes.body.votes.map((/** @type {{ projectId: string }} */ vote) => vote.projectId)).toContain(
        'moss-labs',
      )
      const info = await second.call(`/v1/user/info?xId=${alice.xId}`, { token: alice.accessToken })
      expect(info.body).toMatchObject({ status: 'activated', wallet: { chainId: 8453 } })
      const referral = await second.call('/v1/referral/info', { token: alice.accessToken })
      expect(referral.body.referredBy).toEqual({ xHandle: 'carol_ct', code: 'CAROL7' })
      const bob = await second.signIn('bob_builds')
      expect(
        (await second.call(`/v1/user/info?xId=${bob.xId}`, { token: bob.accessToken })).body.status,
      ).toBe('eligible')
      const refreshed = await second.call('/v1/auth/token/refresh', {
        body: { refreshToken: carol.refreshToken },
      })
      expect(refreshed.status).toBe(200)
    } finally {
      await second.close()
    }
  })

  it('has each change in the database file by the time the answer arrives', async () => {
    const api = await startApi({ stateFile: store })
    try {
      const carol = await api.signIn('carol_ct')
      const vote = await api.call('/v1/project/vote/moss-labs', { method: 'POST', token: carol.accessToken })
      expect(vote.status).toBe(200)
      // No waiting: the commit happened before the answer was written.
      expect(votedProjects(store)).toContain('moss-labs')
      // Rotation changes the refresh tokens; the file has the new set at once, not at a later write.
      const before = rowsIn(store, 'refreshTokens')
      await api.call('/v1/auth/token/refresh', { body: { refreshToken: carol.refreshToken } })
      const after = rowsIn(store, 'refreshTokens')
      expect(after).not.toEqual(before)
      const inMemory = JSON.parse(JSON.stringify([...api.api.app.store.copyState().refreshTokens]))
      expect(after).toEqual(expect.arrayContaining(inMemory))
      expect(after).toHaveLength(inMemory.length)
      expect((await readdir(join(dir, 'nested'))).sort()).toEqual([
        'store.db',
        'store.db-journal',
        'store.db.pid',
      ])
    } finally {
      await api.close()
    }
    expect((await readdir(join(dir, 'nested'))).sort()).toEqual(['store.db', 'store.db-journal'])
  })

  it('refuses a second store on the same file while the first is open, naming the holder', async () => {
    const api = await startApi({ stateFile: store })
    try {
      await expect(startApi({ stateFile: store })).rejects.toThrow(
        new RegExp(
          `The store ${store.replaceAll('.', '\\.')} is in use by another server \\(pid ${process.pid}`,
        ),
      )
    } finally {
      await api.close()
    }
    const again = await startApi({ stateFile: store })
    await again.close()
  })

  it.each([
    ['not a database', 'SQLite format 3\0 but then rubbish '.repeat(200)],
    ['a JSON state file of the wrong shape', JSON.stringify({ version: 1, users: 'nope' })],
    ['half a JSON file', '{"version":1,'],
  ])('keeps a store that is %s aside, untouched, says where and starts from the seed', async (_, content) => {
    await mkdir(join(dir, 'nested'), { recursive: true })
    await writeFile(store, content)
    const warn = vi.fn()
    const api = await startApi({ stateFile: store, log: { warn, error() {} } })
    try {
      const kept = (await readdir(join(dir, 'nested'))).filter((name) => name.startsWith('store.db.damaged-'))
      expect(kept).toHaveLength(1)
      const keptPath = join(dir, 'nested', kept[0] ?? '')
      expect(await readFile(keptPath, 'utf8')).toBe(content)
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(`It is kept, untouched, at ${keptPath}`))
      const carol = await api.signIn('carol_ct')
      const votes = await api.call('/v1/project/user-votes', { token: carol.accessToken })
      expect(votes.body.votes).toHaveLength(2)
      expect(votedProjects(store)).toHaveLength(2)
    } finally {
      await api.close()
    }
  })

  it.each([
    ['a row that fails its schema', "UPDATE rows SET value = '{\"xId\":7}' WHERE collection = 'users'"],
    ['a row that is not JSON', "UPDATE rows SET value = '{' WHERE collection = 'votes'"],
    ['another format version', "UPDATE meta SET value = '99' WHERE key = 'version'"],
  ])('keeps a database with %s aside rather than seeding over it', async (_, damage) => {
    const first = await startApi({ stateFile: store })
    await first.close()
    const db = new Database(store)
    db.exec(damage)
    db.close()
    const before = await readFile(store)
    const warn = vi.fn()
    const api = await startApi({ stateFile: store, log: { warn, error() {} } })
    try {
      const kept = (await readdir(join(dir, 'nested'))).filter((name) => name.startsWith('store.db.damaged-'))
      expect(kept).toHaveLength(1)
      expect(await readFile(join(dir, 'nested', kept[0] ?? ''))).toEqual(before)
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(/could not be read .* It is kept, untouched, at /),
      )
      expect(votedProjects(store)).toHaveLength(2)
    } finally {
      await api.close()
    }
  })

  it('imports a JSON state file from before the database and keeps the file', async () => {
    const first = await startApi({ stateFile: store })
    const carol = await first.signIn('carol_ct')
    await first.call('/v1/project/vote/moss-labs', { method: 'POST', token: carol.accessToken })
    const state = first.api.app.store.copyState()
    await first.close()
    const legacy = {
      version: 1,
      users: [...state.users.values()],
      whitelist: ['bob_builds'],
      accessTokens: [...state.accessTokens],
      refreshTokens: [...state.refreshTokens],
      nonces: [],
      signIns: [],
      votes: state.votes,
      referrals: state.referrals,
    }
    await rm(store)
    await writeFile(store, JSON.stringify(legacy))
    const warn = vi.fn()
    const api = await startApi({ stateFile: store, log: { warn, error() {} } })
    try {
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('Imported the JSON state file'))
      const votes = await api.call('/v1/project/user-votes', { token: carol.accessToken })
      expect(votes.body.votes.map((/** @type {{ projectId: string }} */ vote) => vote.projectId)).toContain(
        'moss-labs',
      )
      expect(rowsIn(store, 'whitelist')).toEqual([['bob_builds', true]])
      const kept = (await readdir(join(dir, 'nested'))).filter((name) => name.includes('.imported-'))
      expect(JSON.parse(await readFile(join(dir, 'nested', kept[0] ?? ''), 'utf8'))).toEqual(legacy)
    } finally {
      await api.close()
    }
  })

  it('stores a collection the seed gained after the file was written, without touching the store', () => {
    const warn = vi.fn()
    /** @param {Record<string, unknown>} collections */
    const open = (collections) =>
      createStore({
        file: store,
        seed: () => /** @type {State} */ (/** @type {unknown} */ ({ votes: [], ...collections })),
        warn,
      })
    open({}).close()

    // The file has neither collection, so both start from this seed and the first commit writes
    // them; the third open's seed has less, so what it reads came from the file.
    const second = open({
      families: new Map([
        ['f1', { xId: '1' }],
        ['f2', { xId: '2' }],
      ]),
      idempotency: new Set(['key-1']),
    })
    expect([...second.copyState().votes]).toEqual([])
    second.close()

    const third = open({ families: new Map([['f1', { xId: '1' }]]), idempotency: new Set() })
    const reopened = /** @type {{ families: Map<string, unknown>, idempotency: Set<string> }} */ (
      /** @type {unknown} */ (third.copyState())
    )
    expect([...reopened.families.keys()]).toEqual(['f1', 'f2'])
    expect([...reopened.idempotency]).toEqual(['key-1'])
    third.close()
    expect(warn).not.toHaveBeenCalled()
  })

  it('starts silently from the seed when there is no file yet', async () => {
    const warn = vi.fn()
    const api = await startApi({ stateFile: store, log: { warn, error() {} } })
    await api.close()
    expect(warn).not.toHaveBeenCalled()
    expect(votedProjects(store)).toHaveLength(2)
  })

  it('prunes expired sign-ins, nonces and tokens at start and on a timer', async () => {
    let clock = Date.parse('2026-03-04T12:00:00Z')
    const now = () => clock
    const first = await startApi({ stateFile: store, now })
    const carol = await first.signIn('carol_ct')
    await first.call('/v1/auth/wallet/nonce', { token: carol.accessToken })
    await first.call(`/v1/auth/sign_in?redirect_url=${encodeURIComponent(CALLBACK_URL)}`)
    await first.close()
    const expiring = ['accessTokens', 'refreshTokens', 'nonces', 'signIns']
    for (const collection of expiring) expect(rowsIn(store, collection)).not.toHaveLength(0)

    clock += 31 * DAY
    const second = await startApi({ stateFile: store, now })
    await second.close()
    for (const collection of expiring) expect(rowsIn(store, collection)).toEqual([])

    const third = await startApi({ stateFile: store, now, pruneIntervalMs: 20 })
    try {
      const bob = await third.signIn('bob_builds')
      await third.call(`/v1/auth/sign_in?redirect_url=${encodeURIComponent(CALLBACK_URL)}`)
      expect(rowsIn(store, 'accessTokens').map(([token]) => token)).toEqual([bob.accessToken])
      clock += 31 * DAY
      await vi.waitFor(() => {
        for (const collection of expiring) expect(rowsIn(store, collection)).toEqual([])
      })
    } finally {
      await third.close()
    }
  })

  it('prunes an in-memory store on its timer too, idempotency keys included', async () => {
    let clock = Date.parse('2026-02-04T10:00:00Z')
    const api = await startApi({ now: () => clock, pruneIntervalMs: 20 })
    try {
      const { store } = api.api.app
      const carol = await api.signIn('carol_ct')
      await api.call(`/v1/auth/sign_in?redirect_url=${encodeURIComponent(CALLBACK_URL)}`)
      await api.call('/v1/auth/wallet/nonce', { token: carol.accessToken })
      await api.call('/v1/project/vote/moss-labs', {
        method: 'POST',
        token: carol.accessToken,
        headers: { 'idempotency-key': 'prune-me' },
      })
      const expiring = /** @type {const} */ ([
        'signIns',
        'nonces',
        'idempotencyKeys',
        'accessTokens',
        'refreshTokens',
      ])
      for (const collection of expiring) expect(store.copyState()[collection].size, collection).toBe(1)

      clock += 31 * DAY
      await vi.waitFor(() => {
        for (const collection of expiring) expect(store.copyState()[collection].size, collection).toBe(0)
      })
    } finally {
      await api.close()
    }
  })
})

/**
 * `node server/main.js` on a free port with the given store.
 * @param {string} file
 */
function startMain(file) {
  const child = spawn(process.execPath, [MAIN, '--api-port=0', '--dev', `--store=${file}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  let errors = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    errors += chunk
  })
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)))
  /** @type {Promise<string>} */
  const ready = new Promise((resolve, reject) => {
    child.stdout.on('data', () => {
      const url = /^API {3}(http:\/\/\S+)/m.exec(output)?.[1]
      if (url) resolve(url)
    })
    exited.then((code) => reject(new Error(`Exited with ${code}: ${errors}`)))
  })
  ready.catch(() => {})
  return { child, ready, exited, errors: () => errors }
}

/**
 * The X stand-in flow over plain HTTP, for a server in another process.
 * @param {string} url
 * @param {string} xHandle
 */
async function signInAt(url, xHandle) {
  const start = await request(url, `/v1/auth/sign_in?redirect_url=${encodeURIComponent(CALLBACK_URL)}`)
  const state = new URL(start.body.url).searchParams.get('state') ?? ''
  const chosen = await request(url, '/x/authorize', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    raw: new URLSearchParams({ state, xHandle }).toString(),
  })
  const callback = new URL(String(chosen.headers.location))
  const landed = await request(url, `${callback.pathname}${callback.search}`)
  return new URLSearchParams(new URL(String(landed.headers.location)).hash.slice(1)).get('accessToken') ?? ''
}

describe('the store of node server/main.js', () => {
  /** @type {ReturnType<typeof startMain>[]} */
  const started = []
  afterEach(() => {
    for (const { child } of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
  })
  /** @param {string} file */
  const start = (file) => {
    const server = startMain(file)
    started.push(server)
    return server
  }

  it('loses nothing when killed with SIGKILL right after answering a vote', async () => {
    const first = start(store)
    const url = await first.ready
    const token = await signInAt(url, 'carol_ct')
    const vote = await request(url, '/v1/project/vote/moss-labs', { method: 'POST', token })
    first.child.kill('SIGKILL')
    expect(vote.status).toBe(200)
    await first.exited
    const lockLeftBehind = existsSync(`${store}.pid`)

    const second = start(store)
    const votes = await request(await second.ready, '/v1/project/user-votes', { token })
    expect(votes.status).toBe(200)
    expect(votes.body.votes.map((/** @type {{ projectId: string }} */ v) => v.projectId)).toContain(
      'moss-labs',
    )
    // The killed process could not remove its lock, and it did not block the next one.
    expect(lockLeftBehind).toBe(true)
    expect(await readFile(`${store}.pid`, 'utf8')).toBe(`${second.child.pid}\n`)
  }, 30_000)

  it('refuses a second process on the same store with a message naming it and the holder', async () => {
    const first = start(store)
    await first.ready
    const second = start(store)
    expect(await second.exited).toBe(1)
    expect(second.errors()).toContain(
      `The store ${store} is in use by another server (pid ${first.child.pid})`,
    )
    // The first one is unharmed.
    expect((await request(await first.ready, '/healthcheck')).status).toBe(200)
  }, 30_000)
})
