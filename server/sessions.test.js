// @ts-check
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startApi } from './testing.js'

/** @type {import('./testing.js').TestApi} */
let t
beforeEach(async () => {
  t = await startApi()
})
afterEach(() => t.close())

/** @param {string} refreshToken @param {string} [accessToken] */
const revoke = (refreshToken, accessToken) =>
  t.call('/v1/auth/token/revoke', { body: { refreshToken }, token: accessToken })
/** @param {string} refreshToken */
const refresh = (refreshToken) => t.call('/v1/auth/token/refresh', { body: { refreshToken } })
/** @param {string} accessToken */
const eligibility = (accessToken) => t.call('/v1/user/eligibility', { token: accessToken })

describe('sign-out (POST /v1/auth/token/revoke)', () => {
  it('ends the session: its refresh token and every access token issued with it', async () => {
    const session = await t.signIn('alice_yaps')
    const rotated = (await refresh(session.refreshToken)).body
    const response = await revoke(rotated.refreshToken)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ ok: true })
    expect((await eligibility(session.accessToken)).status).toBe(401)
    expect((await eligibility(rotated.accessToken)).status).toBe(401)
    const again = await refresh(rotated.refreshToken)
    expect(again.status).toBe(401)
    expect(again.body.code).toBe('INVALID_REFRESH_TOKEN')
  })

  it('leaves the same user’s other sessions alone', async () => {
    const phone = await t.signIn('alice_yaps')
    const laptop = await t.signIn('alice_yaps')
    await revoke(phone.refreshToken, phone.accessToken)
    expect((await eligibility(phone.accessToken)).status).toBe(401)
    expect((await eligibility(laptop.accessToken)).status).toBe(200)
    expect((await refresh(laptop.refreshToken)).status).toBe(200)
  })

  it('answers the same for an unknown or already revoked token, so it reveals nothing', async () => {
    const session = await t.signIn('alice_yaps')
    const first = await revoke(session.refreshToken)
    const second = await revoke(session.refreshToken)
    const unknown = await revoke('yrt_never_issued')
    for (const response of [first, second, unknown]) {
      expect(response.status).toBe(200)
      expect(response.body).toEqual({ ok: true })
    }
  })

  it('works with an expired or revoked Bearer header too (it is optional)', async () => {
    const session = await t.signIn('alice_yaps')
    await t.call('/__test/expire-access', { body: { xHandle: 'alice_yaps' } })
    const response = await revoke(session.refreshToken, session.accessToken)
    expect(response.status).toBe(200)
    expect((await refresh(session.refreshToken)).status).toBe(401)
  })

  it.each([
    ['no body', undefined],
    ['no refreshToken', {}],
    ['a number', { refreshToken: 42 }],
    ['an empty token', { refreshToken: '' }],
    ['an overlong token', { refreshToken: 'x'.repeat(201) }],
  ])('answers 400 BAD_REQUEST for %s', async (_, body) => {
    const response = await t.call('/v1/auth/token/revoke', { method: 'POST', body })
    expect(response.status).toBe(400)
    expect(response.body.code).toBe('BAD_REQUEST')
  })
})

describe('refresh-token reuse detection', () => {
  it('a replayed, already rotated refresh token ends its whole family', async () => {
    const victim = await t.signIn('alice_yaps')
    const stolen = victim.refreshToken
    const current = (await refresh(victim.refreshToken)).body
    expect((await eligibility(current.accessToken)).status).toBe(200)

    const replay = await refresh(stolen)
    expect(replay.status).toBe(401)
    expect(replay.body.code).toBe('INVALID_REFRESH_TOKEN')
    // The victim's current pair dies too: the server cannot tell who holds which copy.
    expect((await eligibility(current.accessToken)).status).toBe(401)
    expect((await eligibility(victim.accessToken)).status).toBe(401)
    expect((await refresh(current.refreshToken)).status).toBe(401)
  })

  it('stops the thief when the thief rotated first and the victim comes back', async () => {
    const victim = await t.signIn('alice_yaps')
    const thief = (await refresh(victim.refreshToken)).body
    expect((await refresh(victim.refreshToken)).status).toBe(401)
    expect((await eligibility(thief.accessToken)).status).toBe(401)
    expect((await refresh(thief.refreshToken)).status).toBe(401)
  })

  it('detects reuse several rotations later and leaves other sign-ins alone', async () => {
    const session = await t.signIn('alice_yaps')
    const other = await t.signIn('alice_yaps')
    let pair = { accessToken: session.accessToken, refreshToken: session.refreshToken }
    const first = pair.refreshToken
    for (let i = 0; i < 3; i++) pair = (await refresh(pair.refreshToken)).body
    expect((await refresh(first)).status).toBe(401)
    expect((await eligibility(pair.accessToken)).status).toBe(401)
    expect((await eligibility(other.accessToken)).status).toBe(200)
    expect((await refresh(other.refreshToken)).status).toBe(200)
  })
})
