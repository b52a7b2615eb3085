// @ts-check
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRandom } from './data/prng.js'
import { startApi } from './testing.js'

/** @type {import('./testing.js').TestApi} */
let t
/** @type {string} */
let token
/** @type {unknown[]} */
const serverErrors = []
beforeAll(async () => {
  t = await startApi({ log: { warn() {}, error: (...args) => serverErrors.push(args) } })
  token = (await t.signIn('carol_ct')).accessToken
})
afterAll(() => t.close())

const random = createRandom(424242)
const POSTS = [
  '/v1/auth/token/refresh',
  '/v1/auth/wallet/verify',
  '/v1/user/activate',
  '/v1/referral/register',
  '/v1/project/vote/moss-labs',
  '/__test/fault',
  '/__test/revoke',
  '/x/authorize',
]
const GETS = [
  '/v1/yarmerboard',
  '/v1/yarmerboard/user',
  '/v1/user/info',
  '/v1/referral/status',
  '/v1/resolve-ens',
  '/v1/project/preyarm',
  '/v1/project/yarm',
  '/v1/auth/sign_in',
  '/v1/auth/x_callback',
  '/x/authorize',
]

/** Bodies a broken or hostile client might send. */
function garbageBody() {
  const choices = [
    () => '{',
    () => '{"refreshToken":',
    () => 'null',
    () => '[]',
    () => '"just a string"',
    () => '12345',
    () => 'true',
    () => `${'['.repeat(5000)}${']'.repeat(5000)}`,
    () => JSON.stringify({ __proto__: { polluted: true }, code: { nested: [1, 2] } }),
    () => JSON.stringify({ constructor: { prototype: { polluted: true } } }),
    () => JSON.stringify({ message: 1, signature: ['0x'] }),
    () => JSON.stringify({ message: 'x'.repeat(5000), signature: `0x${'a'.repeat(130)}` }),
    () => JSON.stringify({ status: 'five hundred', delayMs: -1 }),
    () => JSON.stringify({ xHandle: '../../etc/passwd' }),
    () => JSON.stringify({ inviteCode: '\u0000\u0001' }),
    () =>
      Buffer.from(Array.from({ length: random.int(1, 300) }, () => random.int(0, 255))).toString('latin1'),
    () => '\uFEFF{"code":"CAROL7"}',
  ]
  return random.pick(choices)()
}

const WEIRD_PATHS = [
  '/%',
  '/%zz',
  '//',
  '///v1//yarmerboard',
  '/v1/project/vote/%E0%A4%A',
  '/v1/project/vote/%00',
  '/v1/project/vote/..%2F..%2Fetc%2Fpasswd',
  '/../../etc/passwd',
  '/avatar/twitter/%F0%9F%92%A9',
  '/avatar/twitter/',
  '/avatar/twitter/a/b',
  '/logo/..%2Fserver.svg',
  '/v1/user/dev_reset/%',
  '/v1/yarmerboard/',
  '/V1/YARMERBOARD',
  `/v1/${'a'.repeat(6000)}`,
  '/v1/yarmerboard?page=%',
  '/v1/yarmerboard?page[]=1&pageSize[a]=2',
  '/v1/yarmerboard?timeframe=7d&timeframe=30d',
  '/v1/yarmerboard?search=%F0%9F',
  '/v1/yarmerboard?__proto__=1&constructor=x',
  '/v1/yarmerboard?page=1e3',
  '/v1/yarmerboard?page=99999999999999999999',
  '/v1/yarmerboard?pageSize=0x10',
  `/v1/yarmerboard?search=${'%25'.repeat(400)}`,
  '/v1/user/info?xId=__proto__',
  '/v1/user/info?xId=1&xId=2',
  '/v1/resolve-ens?address=0x%00',
  '/v1/auth/sign_in?redirect_url=javascript:alert(1)',
  '/v1/auth/x_callback?state=__proto__&code=constructor',
  '/x/authorize?state=%3Cscript%3E',
  '/v1/project/yarm?status=__proto__',
  '/v1/project/preyarm?sort=constructor',
  '*',
  'http://evil.example/healthcheck',
]

const WEIRD_AUTH = [
  'Bearer ',
  'Bearer __proto__',
  'Bearer constructor',
  `Bearer ${'x'.repeat(4000)}`,
  'bearer lowercase',
  'Bearer a b c',
  'Basic dXNlcjpwYXNz',
]

/**
 * Sends raw bytes and returns whatever comes back before the socket closes.
 * @param {string} data
 */
function rawExchange(data) {
  const { hostname, port } = new URL(t.url)
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname)
    let received = ''
    socket.setTimeout(2000, () => socket.destroy())
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1')
    })
    socket.on('error', () => resolve(received))
    socket.on('close', () => resolve(received))
    socket.end(data)
  })
}

describe('a batch of malformed requests', () => {
  it('never produces a 500 and leaves the server healthy', async () => {
    /** @type {{ what: string, status: number, body: unknown }[]} */
    const results = []
    /** @param {string} what @param {Promise<import('./testing.js').TestResponse>} pending */
    const record = async (what, pending) => {
      const response = await pending
      results.push({ what, status: response.status, body: response.body })
    }

    for (let i = 0; i < 70; i++) {
      const path = random.pick(POSTS)
      await record(`garbage POST ${path}`, t.call(path, { method: 'POST', raw: garbageBody(), token }))
    }
    for (let i = 0; i < 10; i++) {
      const path = random.pick(POSTS)
      const size = random.int(65 * 1024, 400 * 1024)
      await record(`huge POST ${path}`, t.call(path, { method: 'POST', raw: Buffer.alloc(size, '{'), token }))
    }
    for (const path of WEIRD_PATHS) {
      await record(`GET ${path}`, t.call(path, { token }))
      await record(`DELETE ${path}`, t.call(path, { method: 'DELETE' }))
    }
    for (const authorization of WEIRD_AUTH) {
      for (const path of GETS) {
        await record(
          `auth ${authorization.slice(0, 20)} ${path}`,
          t.call(path, { headers: { authorization } }),
        )
      }
    }
    for (const method of ['PUT', 'PATCH', 'TRACE', 'FOO', 'PROPFIND']) {
      await record(`${method} /v1/yarmerboard`, t.call('/v1/yarmerboard', { method, raw: '{}' }))
    }
    /** @type {Record<string, string>[]} */
    const weirdHeaders = [
      { origin: 'null' },
      { origin: 'http://localhost:4173.evil.example' },
      { 'content-type': 'application/json; charset=utf-16' },
      { 'content-length': '5' },
      { host: '<script>' },
      { host: 'evil.example:99999' },
    ]
    for (const headers of weirdHeaders) {
      await record(
        `headers ${JSON.stringify(headers)}`,
        t.call('/v1/auth/sign_in?redirect_url=x', { headers }),
      )
    }

    const responses = await Promise.all([
      rawExchange('GARBAGE\r\n\r\n'),
      rawExchange('GET /healthcheck HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'),
      rawExchange(`GET /healthcheck HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(70_000)}\r\n\r\n`),
      rawExchange('POST /v1/user/activate HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{"inviteCode"'),
      rawExchange(
        'POST /v1/referral/register HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
      ),
      rawExchange('\u0000\u0001\u0002\r\n\r\n'),
      rawExchange('GET / HTTP/9.9\r\n\r\n'),
    ])

    const total = results.length + responses.length
    expect(total).toBeGreaterThanOrEqual(190)
    expect(total).toBeLessThanOrEqual(260)
    const failures = results.filter((result) => result.status >= 500)
    expect(failures).toEqual([])
    for (const result of results) {
      expect(result.status, result.what).toBeGreaterThanOrEqual(200)
      if (result.status >= 400 && typeof result.body === 'object') {
        expect(result.body, result.what).toEqual({ code: expect.any(String), message: expect.any(String) })
      }
    }
    for (const raw of responses) expect(raw).not.toMatch(/^HTTP\/1\.1 5/)
    expect(serverErrors).toEqual([])

    const health = await t.call('/healthcheck')
    expect(health.status).toBe(200)
    expect(health.body).toEqual({ status: 'ok' })
    expect(Object.prototype).not.toHaveProperty('polluted')
  }, 30_000)
})
