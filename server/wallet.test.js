// @ts-check
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ANVIL_KEY_0, ANVIL_KEY_2, ANVIL_KEY_3, startApi } from './testing.js'

/** @type {import('./testing.js').TestApi} */
let t
beforeEach(async () => {
  t = await startApi()
})
afterEach(() => t.close())

const ANVIL_ADDRESS_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('wallet nonce', () => {
  it('hands out distinct alphanumeric nonces of at least 8 characters, only when signed in', async () => {
    const session = await t.signIn('alice_yaps')
    const first = await t.call('/v1/auth/wallet/nonce', { token: session.accessToken })
    const second = await t.call('/v1/auth/wallet/nonce', { token: session.accessToken })
    expect(first.status).toBe(200)
    expect(first.body.nonce).toMatch(/^[A-Za-z0-9]{8,}$/)
    expect(second.body.nonce).not.toBe(first.body.nonce)
    expect((await t.call('/v1/auth/wallet/nonce')).status).toBe(401)
  })
})

describe('wallet verify (SIWE)', () => {
  it('verifies a real signature and links the wallet to the X user', async () => {
    const session = await t.signIn('alice_yaps')
    const { response } = await t.verifyWallet(session.accessToken, ANVIL_KEY_0)
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ verified: true, address: ANVIL_ADDRESS_0 })

    const info = await t.call(`/v1/user/info?xId=${session.xId}`, { token: session.accessToken })
    expect(info.body.wallet).toEqual({
      address: ANVIL_ADDRESS_0,
      chainId: 8453,
      verifiedAt: expect.any(String),
    })
    expect(Number.isNaN(Date.parse(info.body.wallet.verifiedAt))).toBe(false)
  })

  it('answers verified:false for a signature by another key and links nothing', async () => {
    const session = await t.signIn('alice_yaps')
    const { response } = await t.verifyWallet(session.accessToken, ANVIL_KEY_0, { signWith: ANVIL_KEY_3 })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ verified: false, address: ANVIL_ADDRESS_0 })
    const info = await t.call(`/v1/user/info?xId=${session.xId}`, { token: session.accessToken })
    expect(info.body.wallet).toBeNull()
  })

  it('answers verified:false for a signature that is not even a valid signature', async () => {
    const session = await t.signIn('alice_yaps')
    const nonce = (await t.call('/v1/auth/wallet/nonce', { token: session.accessToken })).body.nonce
    const message = createSiweMessage({
      address: ANVIL_ADDRESS_0,
      chainId: 1,
      domain: 'localhost:4173',
      uri: 'http://localhost:4173',
      nonce,
      version: '1',
    })
    const response = await t.call('/v1/auth/wallet/verify', {
      token: session.accessToken,
      body: { message, signature: '0xdeadbeef' },
    })
    expect(response.status).toBe(200)
    expect(response.body.verified).toBe(false)
  })

  it('refuses a reused nonce with 400 INVALID_NONCE', async () => {
    const session = await t.signIn('alice_yaps')
    const first = await t.verifyWallet(session.accessToken, ANVIL_KEY_0)
    expect(first.response.body.verified).toBe(true)
    const replay = await t.call('/v1/auth/wallet/verify', {
      token: session.accessToken,
      body: { message: first.message, signature: first.signature },
    })
    expect(replay.status).toBe(400)
    expect(replay.body.code).toBe('INVALID_NONCE')
  })

  it('refuses a nonce issued to someone else, or never issued', async () => {
    const alice = await t.signIn('alice_yaps')
    const dave = await t.signIn('dave_degen')
    const nonce = (await t.call('/v1/auth/wallet/nonce', { token: dave.accessToken })).body.nonce
    const stolen = await t.verifyWallet(alice.accessToken, ANVIL_KEY_0, { nonce })
    expect(stolen.response.status).toBe(400)
    expect(stolen.response.body.code).toBe('INVALID_NONCE')
    const invented = await t.verifyWallet(alice.accessToken, ANVIL_KEY_0, { nonce: 'abcdefgh12345678' })
    expect(invented.response.body.code).toBe('INVALID_NONCE')
  })

  it.each([
    ['plain text', 'hello there'],
    ['a message without a nonce', 'localhost:4173 wants you to sign in with your Ethereum account:\n0x0'],
  ])('answers 400 INVALID_MESSAGE for %s', async (_, message) => {
    const session = await t.signIn('alice_yaps')
    const response = await t.call('/v1/auth/wallet/verify', {
      token: session.accessToken,
      body: { message, signature: '0x1234' },
    })
    expect(response.status).toBe(400)
    expect(response.body.code).toBe('INVALID_MESSAGE')
  })

  it.each([
    ['domain', { domain: 'evil.example' }],
    ['URI', { uri: 'https://evil.example/login' }],
  ])('answers 400 INVALID_MESSAGE when the %s is not one of the app origins', async (_, overrides) => {
    const session = await t.signIn('alice_yaps')
    const { response } = await t.verifyWallet(session.accessToken, ANVIL_KEY_0, overrides)
    expect(response.status).toBe(400)
    expect(response.body.code).toBe('INVALID_MESSAGE')
  })

  it('answers 400 INVALID_MESSAGE for an expired message', async () => {
    const session = await t.signIn('alice_yaps')
    const account = privateKeyToAccount(ANVIL_KEY_0)
    const nonce = (await t.call('/v1/auth/wallet/nonce', { token: session.accessToken })).body.nonce
    const message = createSiweMessage({
      address: account.address,
      chainId: 8453,
      domain: 'localhost:4173',
      uri: 'http://localhost:4173',
      nonce,
      version: '1',
      expirationTime: new Date(Date.now() - 1000),
    })
    const signature = await account.signMessage({ message })
    const response = await t.call('/v1/auth/wallet/verify', {
      token: session.accessToken,
      body: { message, signature },
    })
    expect(response.status).toBe(400)
    expect(response.body.code).toBe('INVALID_MESSAGE')
  })

  it('answers 400 BAD_REQUEST when the signature is not hex', async () => {
    const session = await t.signIn('alice_yaps')
    const response = await t.call('/v1/auth/wallet/verify', {
      token: session.accessToken,
      body: { message: 'x', signature: 'not-hex' },
    })
    expect(response.status).toBe(400)
    expect(response.body.code).toBe('BAD_REQUEST')
  })

  it('answers 409 X_HANDLE_MISMATCH for a wallet already linked to another X account', async () => {
    const session = await t.signIn('alice_yaps')
    const { response } = await t.verifyWallet(session.accessToken, ANVIL_KEY_2)
    expect(response.status).toBe(409)
    expect(response.body.code).toBe('X_HANDLE_MISMATCH')
  })

  it('locks the wallet of an activated user (409 WALLET_LOCKED) but accepts the same wallet again', async () => {
    const carol = await t.signIn('carol_ct')
    const other = await t.verifyWallet(carol.accessToken, ANVIL_KEY_0)
    expect(other.response.status).toBe(409)
    expect(other.response.body.code).toBe('WALLET_LOCKED')
    const same = await t.verifyWallet(carol.accessToken, ANVIL_KEY_2)
    expect(same.response.status).toBe(200)
    expect(same.response.body.verified).toBe(true)
  })

  it('lets a user who is not activated replace the wallet', async () => {
    const session = await t.signIn('alice_yaps')
    await t.verifyWallet(session.accessToken, ANVIL_KEY_0)
    const { response, address } = await t.verifyWallet(session.accessToken, ANVIL_KEY_3)
    expect(response.body.verified).toBe(true)
    const info = await t.call(`/v1/user/info?xId=${session.xId}`, { token: session.accessToken })
    expect(info.body.wallet.address).toBe(address)
  })
})
