// @ts-check
import { generatePrivateKey } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startApi } from './testing.js'

/** @type {import('./testing.js').TestApi} */
let t
beforeEach(async () => {
  t = await startApi()
})
afterEach(() => t.close())

/**
 * Signs in, links a fresh wallet and activates, so that the account owns a referral code.
 * @param {string} xHandle
 */
async function activated(xHandle) {
  await t.call(`/v1/user/dev_whitelist/${xHandle}`)
  const session = await t.signIn(xHandle)
  const { response } = await t.verifyWallet(session.accessToken, generatePrivateKey())
  expect(response.body.verified).toBe(true)
  const info = await t.call('/v1/user/activate', { token: session.accessToken, body: {} })
  expect(info.body.status).toBe('activated')
  return { ...session, code: String(info.body.referralCode) }
}

/** @param {string} token @param {string} code */
const register = (token, code) => t.call('/v1/referral/register', { token, body: { code } })

describe('referral cycles', () => {
  it('refuses A registering the code of B when A invited B, with 422 REFERRAL_CYCLE', async () => {
    const alice = await activated('alice_yaps')
    const dave = await activated('dave_degen')
    expect((await register(dave.accessToken, alice.code)).status).toBe(200)

    const back = await register(alice.accessToken, dave.code)
    expect(back.status).toBe(422)
    expect(back.body).toEqual({ code: 'REFERRAL_CYCLE', message: expect.stringContaining('@dave_degen') })
    const info = await t.call('/v1/referral/info', { token: alice.accessToken })
    expect(info.body.referredBy).toBeUndefined()
  })

  it('refuses a longer cycle A → B → C → A', async () => {
    const alice = await activated('alice_yaps')
    const dave = await activated('dave_degen')
    const erin = await activated('erin_fresh')
    expect((await register(dave.accessToken, alice.code)).status).toBe(200)
    expect((await register(erin.accessToken, dave.code)).status).toBe(200)

    const closing = await register(alice.accessToken, erin.code)
    expect(closing.status).toBe(422)
    expect(closing.body.code).toBe('REFERRAL_CYCLE')
  })

  it('still allows a chain that does not loop back', async () => {
    const alice = await activated('alice_yaps')
    const dave = await activated('dave_degen')
    expect((await register(dave.accessToken, alice.code)).status).toBe(200)
    // Alice takes Carol's code: Carol's own chain does not lead back to Alice.
    expect((await register(alice.accessToken, 'CAROL7')).status).toBe(200)
  })
})
