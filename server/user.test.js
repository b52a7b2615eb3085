// @ts-check
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ANVIL_KEY_0, ANVIL_KEY_3, startApi } from './testing.js'

/** @type {import('./testing.js').TestApi} */
let t
beforeEach(async () => {
  t = await startApi()
})
afterEach(() => t.close())

/** @param {string} xHandle */
async function session(xHandle) {
  const tokens = await t.signIn(xHandle)
  /** @param {string} path @param {Parameters<typeof t.call>[1]} [init] */
  const call = (path, init = {}) => t.call(path, { ...init, token: tokens.accessToken })
  return { ...tokens, call, info: () => call(`/v1/user/info?xId=${tokens.xId}`) }
}

describe('GET /v1/user/info', () => {
  it('returns exactly the contract UserInfo', async () => {
    const carol = await session('carol_ct')
    const info = await carol.info()
    expect(info.status).toBe(200)
    expect(Object.keys(info.body).sort()).toEqual(
      ['activatedAt', 'referralCode', 'status', 'wallet', 'xHandle', 'xId', 'xName', 'yarmer'].sort(),
    )
    expect(info.body).toMatchObject({
      xId: carol.xId,
      xHandle: 'carol_ct',
      status: 'activated',
      referralCode: 'CAROL7',
      wallet: { address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', chainId: 8453 },
      yarmer: { rank: 19, rankChange: 2, score: expect.any(Number) },
    })
  })

  it('answers 403 FORBIDDEN for somebody else’s xId and 400 without one', async () => {
    const alice = await session('alice_yaps')
    const forbidden = await alice.call('/v1/user/info?xId=1652380417785651203')
    expect(forbidden.status).toBe(403)
    expect(forbidden.body.code).toBe('FORBIDDEN')
    expect((await alice.call('/v1/user/info')).status).toBe(400)
  })

  it.each([
    ['alice_yaps', 'eligible'],
    ['bob_builds', 'not_eligible'],
    ['carol_ct', 'activated'],
    ['dave_degen', 'eligible'],
    ['noavatar_nick', 'eligible'],
    ['erin_fresh', 'signed_in'],
  ])('starts %s as %s', async (xHandle, status) => {
    const user = await session(xHandle)
    expect((await user.info()).body.status).toBe(status)
  })
})

describe('GET /v1/user/eligibility', () => {
  it('lists the criteria with details and moves a fresh user out of signed_in', async () => {
    const erin = await session('erin_fresh')
    const response = await erin.call('/v1/user/eligibility')
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ eligible: true, requiresInviteCode: false })
    expect(response.body.criteria.map((/** @type {{ key: string }} */ c) => c.key)).toEqual([
      'x_account',
      'yarmer_score',
      'not_bot',
    ])
    expect(Number.isNaN(Date.parse(response.body.checkedAt))).toBe(false)
    expect((await erin.info()).body.status).toBe('eligible')
  })

  it('explains why bob is not eligible', async () => {
    const bob = await session('bob_builds')
    const response = await bob.call('/v1/user/eligibility')
    expect(response.body.eligible).toBe(false)
    const score = response.body.criteria.find((/** @type {{ key: string }} */ c) => c.key === 'yarmer_score')
    expect(score).toMatchObject({ met: false, detail: expect.stringMatching(/^Score \d+ < 100$/) })
  })

  it('says dave needs an invite code', async () => {
    const dave = await session('dave_degen')
    expect((await dave.call('/v1/user/eligibility')).body).toMatchObject({
      eligible: true,
      requiresInviteCode: true,
    })
  })
})

describe('POST /v1/user/activate', () => {
  it('needs a verified wallet (409 WALLET_NOT_VERIFIED), then activates and hands out a referral code', async () => {
    const alice = await session('alice_yaps')
    const early = await alice.call('/v1/user/activate', { method: 'POST' })
    expect(early.status).toBe(409)
    expect(early.body.code).toBe('WALLET_NOT_VERIFIED')

    await t.verifyWallet(alice.accessToken, ANVIL_KEY_0)
    const activated = await alice.call('/v1/user/activate', { body: {} })
    expect(activated.status).toBe(200)
    expect(activated.body).toMatchObject({
      status: 'activated',
      referralCode: expect.stringMatching(/^ALICE\d+$/),
    })
    expect(Number.isNaN(Date.parse(activated.body.activatedAt))).toBe(false)

    // Asking again is harmless.
    const again = await alice.call('/v1/user/activate', { body: {} })
    expect(again.body.activatedAt).toBe(activated.body.activatedAt)
  })

  it('answers 403 NOT_ELIGIBLE for bob', async () => {
    const bob = await session('bob_builds')
    await t.verifyWallet(bob.accessToken, ANVIL_KEY_0)
    const response = await bob.call('/v1/user/activate', { body: {} })
    expect(response.status).toBe(403)
    expect(response.body.code).toBe('NOT_ELIGIBLE')
  })

  it('asks dave for an invite code and takes a referral code as one', async () => {
    const dave = await session('dave_degen')
    await t.verifyWallet(dave.accessToken, ANVIL_KEY_0)
    const missing = await dave.call('/v1/user/activate', { body: {} })
    expect(missing.status).toBe(422)
    expect(missing.body.code).toBe('INVITE_CODE_INVALID')
    const unknown = await dave.call('/v1/user/activate', { body: { inviteCode: 'NOPE99' } })
    expect(unknown.status).toBe(422)
    expect(unknown.body.code).toBe('INVITE_CODE_INVALID')

    const activated = await dave.call('/v1/user/activate', { body: { inviteCode: 'carol7' } })
    expect(activated.status).toBe(200)
    expect(activated.body.status).toBe('activated')
    const referral = await dave.call('/v1/referral/info')
    expect(referral.body.referredBy).toEqual({ xHandle: 'carol_ct', code: 'CAROL7' })
  })

  it('accepts an invite-only code', async () => {
    const dave = await session('dave_degen')
    await t.verifyWallet(dave.accessToken, ANVIL_KEY_0)
    expect((await dave.call('/v1/user/activate', { body: { inviteCode: 'GENESIS' } })).status).toBe(200)
  })

  it('rejects an unknown invite code even when none is required', async () => {
    const alice = await session('alice_yaps')
    await t.verifyWallet(alice.accessToken, ANVIL_KEY_0)
    const response = await alice.call('/v1/user/activate', { body: { inviteCode: 'WRONG1' } })
    expect(response.status).toBe(422)
    expect(response.body.code).toBe('INVITE_CODE_INVALID')
  })

  it('answers 409 X_HANDLE_MISMATCH when the wallet turns out to belong to another account', async () => {
    const alice = await session('alice_yaps')
    await t.verifyWallet(alice.accessToken, ANVIL_KEY_0)
    // Only reachable through data written by an older server (verify refuses it up front).
    const nick = t.api.app.store.userByHandle('noavatar_nick')
    if (nick)
      t.api.app.store.updateUser(nick.xId, {
        wallet: { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 1, verifiedAt: '' },
      })
    const response = await alice.call('/v1/user/activate', { body: {} })
    expect(response.status).toBe(409)
    expect(response.body.code).toBe('X_HANDLE_MISMATCH')
  })

  it('answers 400 for a malformed body', async () => {
    const alice = await session('alice_yaps')
    expect((await alice.call('/v1/user/activate', { body: { inviteCode: 42 } })).status).toBe(400)
    expect((await alice.call('/v1/user/activate', { raw: '{"inviteCode":', method: 'POST' })).body.code).toBe(
      'BAD_REQUEST',
    )
  })
})

describe('development endpoints', () => {
  it('whitelists and de-whitelists by handle', async () => {
    const bob = await session('bob_builds')
    expect((await t.call('/v1/user/dev_whitelist/bob_builds')).body).toEqual({ ok: true })
    expect((await bob.info()).body.status).toBe('eligible')
    const eligibility = await bob.call('/v1/user/eligibility')
    expect(eligibility.body.criteria).toContainEqual(expect.objectContaining({ key: 'whitelist', met: true }))

    await t.verifyWallet(bob.accessToken, ANVIL_KEY_3)
    expect((await bob.call('/v1/user/activate', { body: {} })).status).toBe(200)

    expect((await t.call('/v1/user/dev_dewhitelist/bob_builds')).body).toEqual({ ok: true })
  })

  it('lifts the invite requirement for a whitelisted user', async () => {
    const dave = await session('dave_degen')
    await t.call('/v1/user/dev_whitelist/DAVE_DEGEN')
    expect((await dave.call('/v1/user/eligibility')).body.requiresInviteCode).toBe(false)
    await t.call('/v1/user/dev_dewhitelist/dave_degen')
    expect((await dave.call('/v1/user/eligibility')).body.requiresInviteCode).toBe(true)
  })

  it('resets an account to its seed state and keeps its session', async () => {
    const alice = await session('alice_yaps')
    await t.verifyWallet(alice.accessToken, ANVIL_KEY_0)
    await alice.call('/v1/user/activate', { body: {} })
    expect((await t.call('/v1/user/dev_reset/alice_yaps')).body).toEqual({ ok: true })
    const info = await alice.info()
    expect(info.body).toMatchObject({
      status: 'eligible',
      wallet: null,
      referralCode: null,
      activatedAt: null,
    })
  })

  it('answers 404 for an unknown account and 400 for an invalid handle', async () => {
    expect((await t.call('/v1/user/dev_reset/nobody_here')).status).toBe(404)
    expect((await t.call('/v1/user/dev_whitelist/not-a-handle!')).status).toBe(400)
  })

  it('does not exist outside dev mode', async () => {
    const prod = await startApi({ dev: false })
    try {
      for (const path of ['/v1/user/dev_reset/alice_yaps', '/v1/user/dev_whitelist/bob_builds']) {
        const response = await prod.call(path)
        expect(response.status).toBe(404)
        expect(response.body.code).toBe('NOT_FOUND')
      }
      expect((await prod.call('/__test/reset', { method: 'POST' })).status).toBe(404)
    } finally {
      await prod.close()
    }
  })
})
