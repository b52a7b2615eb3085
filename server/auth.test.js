// @ts-check
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { APP_ORIGIN, CALLBACK_URL, startApi } from './testing.js'

/** @type {import('./testing.js').TestApi} */
let t
let clock = Date.parse('2026-02-04T10:00:00Z')

beforeEach(async () => {
  clock = Date.parse('2026-02-04T10:00:00Z')
  t = await startApi({ now: () => clock, accessTokenTtlMs: 60_000 })
})
afterEach(() => t.close())

const signInPath = `/v1/auth/sign_in?redirect_url=${encodeURIComponent(CALLBACK_URL)}`

/** @param {string} url */
const pathOf = (url) => {
  const parsed = new URL(url)
  return `${parsed.pathname}${parsed.search}`
}

describe('X sign-in stand-in', () => {
  it('walks sign_in → authorise page → x_callback and lands on the app with tokens in the fragment', async () => {
    const start = await t.call(signInPath)
    expect(start.status).toBe(200)
    expect(start.body.url).toMatch(new RegExp(`^${t.url}/x/authorize\\?state=[A-Za-z0-9_-]+$`))

    const page = await t.call(pathOf(start.body.url))
    expect(page.status).toBe(200)
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    for (const handle of ['alice_yaps', 'bob_builds', 'carol_ct', 'dave_degen', 'noavatar_nick']) {
      expect(page.text).toContain(`>Sign in as @${handle}</button>`)
    }
    expect(page.text).toMatch(/<a href="[^"]*error=access_denied[^"]*">Cancel<\/a>/)

    const state = new URL(start.body.url).searchParams.get('state') ?? ''
    const chosen = await t.call('/x/authorize', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      raw: `state=${state}&xHandle=carol_ct`,
    })
    expect(chosen.status).toBe(302)
    const callback = new URL(String(chosen.headers.location))
    expect(callback.pathname).toBe('/v1/auth/x_callback')
    expect(callback.searchParams.get('state')).toBe(state)

    const landed = await t.call(pathOf(callback.href))
    expect(landed.status).toBe(302)
    const location = new URL(String(landed.headers.location))
    expect(`${location.origin}${location.pathname}`).toBe(CALLBACK_URL)
    expect(location.search).toBe('')
    const fragment = new URLSearchParams(location.hash.slice(1))
    expect(fragment.get('xHandle')).toBe('carol_ct')
    expect(fragment.get('xId')).toBe('1652380417785651203')

    const info = await t.call(`/v1/user/info?xId=${fragment.get('xId')}`, {
      token: fragment.get('accessToken') ?? '',
    })
    expect(info.status).toBe(200)
    expect(info.body.xHandle).toBe('carol_ct')

    // The state is single use.
    const replay = await t.call(pathOf(callback.href))
    expect(replay.status).toBe(400)
    expect(replay.body.code).toBe('INVALID_STATE')
  })

  it('sends Cancel back to the app as #error=access_denied', async () => {
    const start = await t.call(signInPath)
    const page = await t.call(pathOf(start.body.url))
    const href = /<a href="([^"]+)">Cancel<\/a>/.exec(page.text)?.[1]?.replaceAll('&amp;', '&') ?? ''
    const cancelled = await t.call(href)
    expect(cancelled.status).toBe(302)
    expect(cancelled.headers.location).toBe(`${CALLBACK_URL}#error=access_denied`)
  })

  it('refuses a forged code without issuing tokens', async () => {
    const start = await t.call(signInPath)
    const state = new URL(start.body.url).searchParams.get('state')
    const forged = await t.call(`/v1/auth/x_callback?code=made_up&state=${state}`)
    expect(forged.status).toBe(302)
    expect(forged.headers.location).toBe(`${CALLBACK_URL}#error=invalid_grant`)
  })

  it('shows an expired page for an unknown state and accepts only demo accounts', async () => {
    const page = await t.call('/x/authorize?state=nope')
    expect(page.status).toBe(400)
    expect(page.text).toContain('This sign-in link has expired')

    const start = await t.call(signInPath)
    const state = new URL(start.body.url).searchParams.get('state') ?? ''
    const stranger = await t.call('/x/authorize', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      raw: `state=${state}&xHandle=somebody_else`,
    })
    expect(stranger.status).toBe(400)
  })

  it('expires a sign-in state after 10 minutes', async () => {
    const start = await t.call(signInPath)
    clock += 10 * 60_000 + 1
    const page = await t.call(pathOf(start.body.url))
    expect(page.status).toBe(400)
  })

  it.each([
    ['missing', '/v1/auth/sign_in'],
    [
      'another site',
      `/v1/auth/sign_in?redirect_url=${encodeURIComponent('https://evil.example/auth/callback')}`,
    ],
    ['another path', `/v1/auth/sign_in?redirect_url=${encodeURIComponent(`${APP_ORIGIN}/elsewhere`)}`],
    ['a prefix trick', `/v1/auth/sign_in?redirect_url=${encodeURIComponent(`${CALLBACK_URL}.evil.example`)}`],
  ])('rejects a redirect_url that is %s', async (_, path) => {
    const response = await t.call(path)
    expect(response.status).toBe(400)
    expect(response.body.code).toBe('INVALID_REDIRECT_URL')
  })
})

describe('tokens', () => {
  it('rotates both tokens on refresh and kills the old refresh token', async () => {
    const session = await t.signIn('alice_yaps')
    const refreshed = await t.call('/v1/auth/token/refresh', { body: { refreshToken: session.refreshToken } })
    expect(refreshed.status).toBe(200)
    expect(refreshed.body.accessToken).not.toBe(session.accessToken)
    expect(refreshed.body.refreshToken).not.toBe(session.refreshToken)
    const info = await t.call(`/v1/user/info?xId=${session.xId}`, { token: refreshed.body.accessToken })
    expect(info.status).toBe(200)

    const reused = await t.call('/v1/auth/token/refresh', { body: { refreshToken: session.refreshToken } })
    expect(reused.status).toBe(401)
    expect(reused.body.code).toBe('INVALID_REFRESH_TOKEN')
  })

  it('answers 401 INVALID_REFRESH_TOKEN for an unknown token and 400 for a missing one', async () => {
    const unknown = await t.call('/v1/auth/token/refresh', { body: { refreshToken: 'yrt_unknown' } })
    expect(unknown.status).toBe(401)
    expect(unknown.body).toEqual({ code: 'INVALID_REFRESH_TOKEN', message: expect.any(String) })
    const missing = await t.call('/v1/auth/token/refresh', { body: {} })
    expect(missing.status).toBe(400)
    expect(missing.body.code).toBe('BAD_REQUEST')
  })

  it('expires access tokens after the configured TTL', async () => {
    const session = await t.signIn('alice_yaps')
    const path = `/v1/user/info?xId=${session.xId}`
    clock += 59_000
    expect((await t.call(path, { token: session.accessToken })).status).toBe(200)
    clock += 2_000
    const expired = await t.call(path, { token: session.accessToken })
    expect(expired.status).toBe(401)
    expect(expired.body.code).toBe('UNAUTHORIZED')
  })

  it.each([
    ['no header', {}],
    ['an unknown token', { authorization: 'Bearer yat_nope' }],
    ['a malformed header', { authorization: 'Basic abc' }],
  ])('answers 401 UNAUTHORIZED with %s', async (_, headers) => {
    const response = await t.call('/v1/user/eligibility', { headers })
    expect(response.status).toBe(401)
    expect(response.body.code).toBe('UNAUTHORIZED')
  })

  it('revokes every token of a user through /__test/revoke', async () => {
    const session = await t.signIn('alice_yaps')
    const revoked = await t.call('/__test/revoke', { body: { xHandle: 'alice_yaps' } })
    expect(revoked.body).toEqual({ ok: true, revoked: 2 })
    expect((await t.call('/v1/user/eligibility', { token: session.accessToken })).status).toBe(401)
    const refresh = await t.call('/v1/auth/token/refresh', { body: { refreshToken: session.refreshToken } })
    expect(refresh.status).toBe(401)
  })

  it('expires only access tokens through /__test/expire-access, so a refresh still works', async () => {
    const session = await t.signIn('alice_yaps')
    const other = await t.signIn('bob_builds')
    expect((await t.call('/__test/expire-access', { body: { xHandle: 'alice_yaps' } })).body).toEqual({
      ok: true,
      expired: 1,
    })
    expect((await t.call('/v1/user/eligibility', { token: session.accessToken })).status).toBe(401)
    expect((await t.call('/v1/user/eligibility', { token: other.accessToken })).status).toBe(200)
    const refresh = await t.call('/v1/auth/token/refresh', { body: { refreshToken: session.refreshToken } })
    expect(refresh.status).toBe(200)
    expect((await t.call('/v1/user/eligibility', { token: refresh.body.accessToken })).status).toBe(200)
  })

  it('answers 404 USER_NOT_FOUND when revoking a stranger', async () => {
    const response = await t.call('/__test/revoke', { body: { xHandle: 'nobody_here' } })
    expect(response.status).toBe(404)
    expect(response.body.code).toBe('USER_NOT_FOUND')
  })
})

describe('sign-in state (CSRF binding)', () => {
  const appState = 'Qm9vdHN0cmFwIHN0YXRlIDEyOGJpdHM'

  /** @param {string} state */
  const startWith = (state) => t.call(`${signInPath}&state=${encodeURIComponent(state)}`)

  /** @param {string} url @param {string} xHandle */
  async function choose(url, xHandle) {
    const serverState = new URL(url).searchParams.get('state') ?? ''
    const chosen = await t.call('/x/authorize', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      raw: new URLSearchParams({ state: serverState, xHandle }).toString(),
    })
    return t.call(pathOf(String(chosen.headers.location)))
  }

  it('returns the app state in the callback fragment after the tokens', async () => {
    const start = await startWith(appState)
    expect(start.status).toBe(200)
    const landed = await choose(start.body.url, 'alice_yaps')
    const location = new URL(String(landed.headers.location))
    expect(`${location.origin}${location.pathname}`).toBe(CALLBACK_URL)
    const fragment = new URLSearchParams(location.hash.slice(1))
    expect([...fragment.keys()]).toEqual(['accessToken', 'refreshToken', 'xId', 'xHandle', 'state'])
    expect(fragment.get('state')).toBe(appState)
    expect(fragment.get('xHandle')).toBe('alice_yaps')
  })

  it('returns the app state with #error=access_denied when the user cancels', async () => {
    const hex = 'a'.repeat(32)
    const start = await startWith(hex)
    const page = await t.call(pathOf(start.body.url))
    const href = /<a href="([^"]+)">Cancel<\/a>/.exec(page.text)?.[1]?.replaceAll('&amp;', '&') ?? ''
    const cancelled = await t.call(href)
    expect(cancelled.headers.location).toBe(`${CALLBACK_URL}#error=access_denied&state=${hex}`)
  })

  it('keeps each attempt bound to its own state', async () => {
    const first = await startWith(`first_${'x'.repeat(20)}`)
    const second = await startWith(`second_${'y'.repeat(20)}`)
    const landed = await choose(second.body.url, 'bob_builds')
    expect(new URLSearchParams(new URL(String(landed.headers.location)).hash.slice(1)).get('state')).toBe(
      `second_${'y'.repeat(20)}`,
    )
    const other = await choose(first.body.url, 'carol_ct')
    expect(new URLSearchParams(new URL(String(other.headers.location)).hash.slice(1)).get('state')).toBe(
      `first_${'x'.repeat(20)}`,
    )
  })

  it.each([
    ['too short', 'a'.repeat(21)],
    ['too long', 'a'.repeat(129)],
    ['not base64url or hex', `${'a'.repeat(22)}+/=`],
    ['empty', ''],
  ])('refuses a state that is %s with 400', async (_, state) => {
    const response = await startWith(state)
    expect(response.status).toBe(400)
    expect(response.body.code).toBe('BAD_REQUEST')
  })

  it('accepts the longest allowed state', async () => {
    expect((await startWith('b'.repeat(128))).status).toBe(200)
  })

  it('still works without a state (deprecated) and then adds none to the fragment', async () => {
    const start = await t.call(signInPath)
    const landed = await choose(start.body.url, 'alice_yaps')
    const fragment = new URLSearchParams(new URL(String(landed.headers.location)).hash.slice(1))
    expect(fragment.has('state')).toBe(false)
    expect(fragment.get('accessToken')).toBeTruthy()
  })
})
