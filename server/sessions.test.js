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
