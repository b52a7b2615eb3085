// @ts-check
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_APP_ORIGINS } from './app.js'
import { parseCli } from './cli.js'
import { request } from './testing.js'

const { Database } = /** @type {typeof import('node-sqlite3-wasm')} */ (
  createRequire(import.meta.url)('node-sqlite3-wasm')
)

describe('parseCli', () => {
  it('has defaults', () => {
    expect(parseCli([], {})).toEqual({
      apiPort: 8787,
      staticDir: undefined,
      staticPort: 4173,
      appOrigins: DEFAULT_APP_ORIGINS,
      stateFile: undefined,
      dev: false,
      accessTokenTtlMs: undefined,
      host: '127.0.0.1',
      publicUrl: undefined,
      allowedHosts: [],
      rpcUrls: { 8453: 'http://127.0.0.1:8545', 42161: 'http://127.0.0.1:8546' },
      help: false,
    })
  })

  it('reads flags, repeated and comma-separated origins', () => {
    const options = parseCli(
      [
        '--api-port=9000',
        '--static-dir',
        'dist-demo',
        '--static-port',
        '0',
        '--app-origin',
        'http://localhost:4173,http://127.0.0.1:4173/',
        '--app-origin',
        'https://yarm.example',
        '--store',
        '.server-state.db',
        '--dev',
        '--access-ttl-ms',
        '5000',
        '--host',
        '0.0.0.0',
        '--public-url',
        'https://api.yarm.example/',
        '--allowed-host',
        'yarm.lan:8787,Box.local',
        '--allowed-host',
        '[::1]:9000',
        '--rpc-url',
        '1=https://eth.example/rpc,8453=http://127.0.0.1:9545',
      ],
      {},
    )
    expect(options).toEqual({
      apiPort: 9000,
      staticDir: 'dist-demo',
      staticPort: 0,
      appOrigins: ['http://localhost:4173', 'http://127.0.0.1:4173', 'https://yarm.example'],
      stateFile: '.server-state.db',
      dev: true,
      accessTokenTtlMs: 5000,
      host: '0.0.0.0',
      publicUrl: 'https://api.yarm.example',
      allowedHosts: ['yarm.lan:8787', 'box.local', '[::1]:9000'],
      rpcUrls: { 1: 'https://eth.example/rpc', 8453: 'http://127.0.0.1:9545' },
      help: false,
    })
  })

  it('falls back to environment variables, flags first', () => {
    const env = {
      API_PORT: '1234',
      STATIC_PORT: '2345',
      APP_ORIGIN: 'http://a.example,http://b.example',
      API_DEV: '1',
    }
    expect(parseCli([], env)).toMatchObject({
      apiPort: 1234,
      staticPort: 2345,
      appOrigins: ['http://a.example', 'http://b.example'],
      dev: true,
    })
    expect(parseCli(['--api-port', '1'], env).apiPort).toBe(1)
  })

  it('takes the store from --store, the older --state-file, STORE or STATE_FILE, in that order', () => {
    const env = { STORE: 'env.db', STATE_FILE: 'old-env.db' }
    expect(parseCli(['--store=a.db', '--state-file=b.db'], env).stateFile).toBe('a.db')
    expect(parseCli(['--state-file=b.db'], env).stateFile).toBe('b.db')
    expect(parseCli([], env).stateFile).toBe('env.db')
    expect(parseCli([], { STATE_FILE: 'old-env.db' }).stateFile).toBe('old-env.db')
  })

  it.each([
    [['--api-port', 'abc']],
    [['--api-port', '70000']],
    [['--access-ttl-ms', '-5']],
    [['--app-origin', 'not a url']],
    [['--app-origin', 'http://localhost:4173/app']],
    [['--what']],
    [['positional']],
    [['--rpc-url', '8453']],
    [['--rpc-url', 'base=http://127.0.0.1:8545']],
    [['--rpc-url', '8453=ftp://127.0.0.1']],
    [['--allowed-host', 'evil.example/path']],
    [['--public-url', 'not a url']],
  ])('rejects %j', (argv) => {
    expect(() => parseCli(argv, {})).toThrow()
  })
})

describe('node server/main.js', () => {
  /** @type {string} */
  let dir
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'yarm-main-'))
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it('starts both servers, prints their URLs and saves state on SIGTERM', async () => {
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>Built app</title>')
    const stateFile = join(dir, 'state.db')
    const child = spawn(
      process.execPath,
      [
        fileURLToPath(new URL('./main.js', import.meta.url)),
        '--api-port=0',
        `--static-dir=${dir}`,
        '--static-port=0',
        `--state-file=${stateFile}`,
        '--dev',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    try {
      let output = ''
      child.stdout.on('data', (chunk) => {
        output += chunk
      })
      const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)))
      const lines = await new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`No start-up lines: ${output}`)), 10_000)
        child.stdout.on('data', () => {
          if (/^App {3}http:\/\/\S+$/m.test(output)) {
            clearTimeout(timer)
            resolve(output.trim().split('\n'))
          }
        })
      })
      const apiUrl = /^API {3}(http:\/\/127\.0\.0\.1:\d+)/.exec(lines[0])?.[1] ?? ''
      const appUrl = /^App {3}(http:\/\/127\.0\.0\.1:\d+)$/.exec(lines[1])?.[1] ?? ''
      expect((await request(apiUrl, '/healthcheck')).body).toEqual({ status: 'ok' })
      expect((await request(appUrl, '/')).text).toContain('Built app')
      await request(apiUrl, '/v1/user/dev_whitelist/bob_builds')

      child.kill('SIGTERM')
      expect(await exited).toBe(0)
      const db = new Database(stateFile, { fileMustExist: true })
      expect(db.all("SELECT key FROM rows WHERE collection = 'whitelist'")).toEqual([{ key: '"bob_builds"' }])
      db.close()
      // A clean stop releases the store for the next server.
      expect(existsSync(`${stateFile}.pid`)).toBe(false)
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL')
    }
  }, 20_000)

  it('exits with status 2 and the usage on a bad flag', async () => {
    const child = spawn(process.execPath, [fileURLToPath(new URL('./main.js', import.meta.url)), '--nope'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let errors = ''
    child.stderr.on('data', (chunk) => {
      errors += chunk
    })
    const code = await new Promise((resolve) => child.on('exit', resolve))
    expect(code).toBe(2)
    expect(errors).toContain('Usage: node server/main.js')
  })
})
