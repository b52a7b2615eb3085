// @ts-check
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { APP_ORIGIN, startApi } from './testing.js'

/** @type {import('./testing.js').TestApi} */
let t
beforeEach(async () => {
  t = await startApi()
})
afterEach(() => t.close())

/** @type {[string, string, unknown][]} */
const CONTROLS = [
  ['GET', '/v1/user/dev_reset/alice_yaps', undefined],
  ['GET', '/v1/user/dev_whitelist/alice_yaps', undefined],
  ['GET', '/v1/user/dev_dewhitelist/alice_yaps', undefined],
  ['POST', '/__test/revoke', { xHandle: 'alice_yaps' }],
  ['POST', '/__test/expire-access', { xHandle: 'alice_yaps' }],
  ['POST', '/__test/fault', { status: 503, pathPrefix: '/v1/yarmerboard' }],
  ['DELETE', '/__test/fault', undefined],
  ['POST', '/__test/advance-week', undefined],
  ['POST', '/__test/reset', undefined],
]

describe('dev and test controls answer only the app', () => {
  it.each(CONTROLS)('%s %s refuses another origin with 403', async (method, path, body) => {
    const response = await t.call(path, { method, body, headers: { origin: 'https://evil.example' } })
    expect(response.status).toBe(403)
    expect(response.body.code).toBe('ORIGIN_NOT_ALLOWED')
  })

  it.each(CONTROLS)('%s %s refuses a cross-site request without an origin', async (method, path, body) => {
    const response = await t.call(path, { method, body, headers: { 'sec-fetch-site': 'cross-site' } })
    expect(response.status).toBe(403)
  })

  it.each(CONTROLS)(
    '%s %s works for the app and for a test without browser headers',
    async (method, path, body) => {
      // The app on localhost:4173 calling 127.0.0.1 is cross-site, but its Origin says who it is.
      const app = await t.call(path, {
        method,
        body,
        headers: { origin: APP_ORIGIN, 'sec-fetch-site': 'cross-site' },
      })
      expect(app.status).toBe(200)
      expect((await t.call(path, { method, body })).status).toBe(200)
    },
  )

  it('refuses a same-site request without an origin too (another port of the same host)', async () => {
    const response = await t.call('/__test/reset', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-site' },
    })
    expect(response.status).toBe(403)
  })

  it('changes nothing when it refuses', async () => {
    await t.call('/v1/user/dev_whitelist/bob_builds', { headers: { origin: 'null' } })
    const bob = await t.signIn('bob_builds')
    const info = await t.call(`/v1/user/info?xId=${bob.xId}`, { token: bob.accessToken })
    expect(info.body.status).not.toBe('eligible')
  })

  it('leaves the contract calls open to non-app origins as before (CORS decides there)', async () => {
    const response = await t.call('/healthcheck', { headers: { origin: 'https://evil.example' } })
    expect(response.status).toBe(200)
  })
})
