// @ts-check
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { APP_ORIGIN, startApi } from './testing.js'

/** @type {import('./testing.js').TestApi} */
let t
beforeEach(async () => {
  t = await startApi()
})
afterEach(() => t.close())

describe('basics', () => {
  it('answers the healthcheck', async () => {
    const response = await t.call('/healthcheck')
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ status: 'ok' })
  })

  it('answers 404 NOT_FOUND for unknown routes and 405 with Allow for a wrong method', async () => {
    const missing = await t.call('/v1/nothing-here')
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ code: 'NOT_FOUND', message: expect.any(String) })
    const wrong = await t.call('/healthcheck', { method: 'POST' })
    expect(wrong.status).toBe(405)
    expect(wrong.body.code).toBe('METHOD_NOT_ALLOWED')
    expect(wrong.headers.allow).toBe('GET, HEAD, OPTIONS')
    expect((await t.call('/healthcheck', { method: 'PUT' })).status).toBe(405)
  })

  it('serves a stand-in docs page for the app’s Docs link', async () => {
    const response = await t.call('/docs')
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.text).toContain('<h1>Yarm docs</h1>')
  })

  it('answers HEAD like GET without a body', async () => {
    const response = await t.call('/healthcheck', { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.text).toBe('')
  })

  it('answers 400 BAD_REQUEST for malformed JSON and 413 for a body over 64 KB', async () => {
    const alice = await t.signIn('alice_yaps')
    const malformed = await t.call('/v1/referral/register', {
      token: alice.accessToken,
      method: 'POST',
      raw: '{"code":',
    })
    expect(malformed.status).toBe(400)
    expect(malformed.body.code).toBe('BAD_REQUEST')
    const huge = await t.call('/v1/referral/register', {
      token: alice.accessToken,
      body: { code: 'x'.repeat(70 * 1024) },
    })
    expect(huge.status).toBe(413)
    expect(huge.body.code).toBe('PAYLOAD_TOO_LARGE')
    // Without Content-Length (chunked), the limit still holds.
    const chunked = await t.call('/v1/auth/token/refresh', {
      method: 'POST',
      headers: { 'transfer-encoding': 'chunked' },
      raw: Buffer.alloc(100 * 1024, 'a'),
    })
    expect(chunked.status).toBe(413)
  })

  it('answers 500 INTERNAL for an unexpected failure and keeps serving', async () => {
    let broken = false
    const fragile = await startApi({
      now: () => {
        if (broken) throw new Error('clock fell off the wall')
        return Date.now()
      },
    })
    try {
      broken = true
      const failed = await fragile.call('/v1/yarmerboard')
      expect(failed.status).toBe(500)
      expect(failed.body).toEqual({ code: 'INTERNAL', message: expect.any(String) })
      broken = false
      expect((await fragile.call('/v1/yarmerboard')).status).toBe(200)
    } finally {
      await fragile.close()
    }
  })
})

describe('CORS', () => {
  it('allows the configured app origin and varies on Origin', async () => {
    const response = await t.call('/healthcheck', { headers: { origin: APP_ORIGIN } })
    expect(response.headers['access-control-allow-origin']).toBe(APP_ORIGIN)
    expect(response.headers.vary).toBe('Origin')
  })

  it('says nothing to another origin', async () => {
    const response = await t.call('/healthcheck', { headers: { origin: 'https://evil.example' } })
    expect(response.status).toBe(200)
    expect(response.headers['access-control-allow-origin']).toBeUndefined()
    expect(response.headers.vary).toBe('Origin')
  })

  it('answers a preflight from the app and refuses one from elsewhere', async () => {
    const preflight = await t.call('/v1/referral/register', {
      method: 'OPTIONS',
      headers: {
        origin: APP_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers['access-control-allow-origin']).toBe(APP_ORIGIN)
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, POST, DELETE, OPTIONS')
    expect(preflight.headers['access-control-allow-headers']).toBe(
      'Authorization, Content-Type, Idempotency-Key',
    )

    const foreign = await t.call('/v1/referral/register', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    })
    expect(foreign.status).toBe(403)
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('carries CORS headers on errors too, so the app can read them', async () => {
    const response = await t.call('/v1/user/eligibility', { headers: { origin: APP_ORIGIN } })
    expect(response.status).toBe(401)
    expect(response.headers['access-control-allow-origin']).toBe(APP_ORIGIN)
  })
})

describe('name lookup', () => {
  it.each([
    ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'yarmtester.eth'],
    ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', 'yarmtester.eth'],
    ['0x90F79bf6EB2c4f870365E785982E1f101E93b906', null],
  ])('resolves %s to %s', async (address, name) => {
    const response = await t.call(`/v1/resolve-ens?address=${address}`)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ data: name })
  })

  it('names some addresses and leaves most without', async () => {
    const names = await Promise.all(
      Array.from({ length: 64 }, async (_, i) => {
        const address = `0x${i.toString(16).padStart(2, '0').repeat(20)}`
        return (await t.call(`/v1/resolve-ens?address=${address}`)).body.data
      }),
    )
    const named = names.filter((name) => name !== null)
    expect(named.length).toBeGreaterThan(0)
    expect(named.length).toBeLessThan(32)
    for (const name of named) expect(name).toMatch(/^[a-z]+\d+\.eth$/)
  })

  it.each([
    '',
    '?address=0x123',
    '?address=f39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    '?address=0xZZ9Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  ])('answers 400 for %s', async (query) => {
    const response = await t.call(`/v1/resolve-ens${query}`)
    expect(response.status).toBe(400)
    expect(response.body.code).toBe('INVALID_ADDRESS')
  })
})

describe('avatars', () => {
  it('draws initials on a colour of the handle, cacheable and embeddable anywhere', async () => {
    const response = await t.call('/avatar/twitter/alice_yaps', {
      headers: { origin: 'https://elsewhere.example' },
    })
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toBe('image/svg+xml')
    expect(response.headers['cache-control']).toBe('public, max-age=86400')
    expect(response.headers['access-control-allow-origin']).toBe('*')
    expect(response.text).toContain('>AL</text>')
    const other = await t.call('/avatar/twitter/bob_builds')
    const colour = (/** @type {string} */ svg) => /fill="(hsl[^"]+)"/.exec(svg)?.[1]
    expect(colour(other.text)).not.toBe(colour(response.text))
    expect((await t.call('/avatar/twitter/alice_yaps')).text).toBe(response.text)
  })

  it('has none for noavatar… handles and refuses invalid handles', async () => {
    const none = await t.call('/avatar/twitter/noavatar_nick')
    expect(none.status).toBe(404)
    expect(none.headers['access-control-allow-origin']).toBe('*')
    expect((await t.call('/avatar/twitter/way_too_long_handle_here')).status).toBe(400)
    expect((await t.call('/avatar/twitter/bad%20handle')).status).toBe(400)
  })
})

describe('test controls', () => {
  it('injects a failure status into matching /v1 calls until cleared', async () => {
    const set = await t.call('/__test/fault', { body: { status: 503, pathPrefix: '/v1/yarmerboard' } })
    expect(set.body).toMatchObject({ ok: true })
    const faulted = await t.call('/v1/yarmerboard')
    expect(faulted.status).toBe(503)
    expect(faulted.body.code).toBe('FAULT_INJECTED')
    expect((await t.call('/v1/project/preyarm')).status).toBe(200)
    expect((await t.call('/healthcheck')).status).toBe(200)
    expect((await t.call('/__test/fault', { method: 'DELETE' })).body).toEqual({ ok: true })
    expect((await t.call('/v1/yarmerboard')).status).toBe(200)
  })

  it('delays calls, and can apply to a limited number of them', async () => {
    await t.call('/__test/fault', { body: { delayMs: 150, times: 1 } })
    const started = Date.now()
    expect((await t.call('/v1/project/preyarm')).status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
    const next = Date.now()
    await t.call('/v1/project/preyarm')
    expect(Date.now() - next).toBeLessThan(140)
  })

  it('validates fault settings', async () => {
    expect((await t.call('/__test/fault', { body: {} })).status).toBe(400)
    expect((await t.call('/__test/fault', { body: { status: 200 } })).status).toBe(400)
    expect((await t.call('/__test/fault', { body: { status: 500, pathPrefix: '/elsewhere' } })).status).toBe(
      400,
    )
  })

  it('resets everything to the seed', async () => {
    const carol = await t.signIn('carol_ct')
    await t.call('/v1/project/vote/moss-labs', { method: 'POST', token: carol.accessToken })
    await t.call('/__test/fault', { body: { status: 500 } })
    expect((await t.call('/__test/reset', { method: 'POST' })).body).toEqual({ ok: true })
    expect((await t.call('/v1/project/preyarm')).status).toBe(200)
    // Sessions belong to the state, so they are gone too.
    expect((await t.call('/v1/project/user-votes', { token: carol.accessToken })).status).toBe(401)
    const again = await t.signIn('carol_ct')
    const votes = await t.call('/v1/project/user-votes', { token: again.accessToken })
    expect(votes.body.votes.map((/** @type {{ projectId: string }} */ vote) => vote.projectId)).not.toContain(
      'moss-labs',
    )
  })
})
