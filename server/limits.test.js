// @ts-check
import { afterEach, describe, expect, it } from 'vitest'
import { startSignIn } from './domain/sessions.js'
import { CALLBACK_URL, startApi } from './testing.js'

/** @type {import('./testing.js').TestApi} */
let t
afterEach(() => t.close())

const signInPath = `/v1/auth/sign_in?redirect_url=${encodeURIComponent(CALLBACK_URL)}`

describe('bounded state', () => {
  it('keeps at most 20 pending sign-ins per client; the newest still work', async () => {
    t = await startApi()
    /** @type {string[]} */
    const urls = []
    for (let i = 0; i < 60; i++) urls.push((await t.call(signInPath)).body.url)
    expect(t.api.app.store.copyState().signIns.size).toBe(20)
    const newest = new URL(urls.at(-1) ?? '')
    expect((await t.call(`${newest.pathname}${newest.search}`)).status).toBe(200)
    const oldest = new URL(urls[0] ?? '')
    expect((await t.call(`${oldest.pathname}${oldest.search}`)).status).toBe(400)
  })

  it('bounds pending sign-ins in total across clients, dropping the oldest', async () => {
    t = await startApi({ limits: { signIns: 50 } })
    for (let i = 0; i < 200; i++) {
      startSignIn(t.api.app, { redirectUrl: CALLBACK_URL, appState: null, client: `10.0.0.${i}` })
    }
    expect(t.api.app.store.copyState().signIns.size).toBe(50)
    const clients = [...t.api.app.store.copyState().signIns.values()].map((signIn) => signIn.client)
    expect(clients[0]).toBe('10.0.0.150')
  })

  it('keeps at most 10 wallet nonces per session, also across a token refresh', async () => {
    t = await startApi({ limits: { nonces: 15 } })
    const alice = await t.signIn('alice_yaps')
    for (let i = 0; i < 30; i++) await t.call('/v1/auth/wallet/nonce', { token: alice.accessToken })
    const refreshed = await t.call('/v1/auth/token/refresh', { body: { refreshToken: alice.refreshToken } })
    for (let i = 0; i < 30; i++) await t.call('/v1/auth/wallet/nonce', { token: refreshed.body.accessToken })
    expect(t.api.app.store.copyState().nonces.size).toBe(10)
    const bob = await t.signIn('bob_builds')
    for (let i = 0; i < 30; i++) await t.call('/v1/auth/wallet/nonce', { token: bob.accessToken })
    expect(t.api.app.store.copyState().nonces.size).toBe(15)
  })
})
