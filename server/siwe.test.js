// @ts-check
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ANVIL_KEY_0, ANVIL_KEY_3, APP_ORIGIN, startApi } from './testing.js'

/** @type {import('./testing.js').TestApi} */
let t
afterEach(() => t.close())

const MINUTE = 60_000
const account = privateKeyToAccount(ANVIL_KEY_0)

/**
 * A real EIP-4361 message for a fresh nonce, signed with a real key.
 * @param {string} token
 * @param {Partial<Parameters<typeof createSiweMessage>[0]> & { signWith?: `0x${string}` }} [overrides]
 */
async function signed(token, overrides = {}) {
  const { signWith, ...fields } = overrides
  const nonce = fields.nonce ?? (await t.call('/v1/auth/wallet/nonce', { token })).body.nonce
  const message = createSiweMessage({
    address: account.address,
    chainId: 8453,
    domain: 'localhost:4173',
    uri: APP_ORIGIN,
    version: '1',
    statement: 'Sign in to Yarm to prove you own this wallet.',
    issuedAt: new Date(),
    ...fields,
    nonce,
  })
  const signature = await (signWith ? privateKeyToAccount(signWith) : account).signMessage({ message })
  return { message, signature }
}

/** @param {string} token @param {{ message: string, signature: string }} body */
const verify = (token, body) => t.call('/v1/auth/wallet/verify', { token, body })

describe('SIWE checks', () => {
  it.each(
    /** @type {[string, Partial<Parameters<typeof createSiweMessage>[0]>][]} */ ([
      ['a domain that is not the app’s host', { domain: 'evil.example' }],
      ['a URI on another origin with the app’s host', { uri: 'https://localhost:4173' }],
      ['a URI on another port', { uri: 'http://localhost:4174/' }],
      ['an issuedAt more than 5 minutes ahead', { issuedAt: new Date(Date.now() + 6 * MINUTE) }],
      ['an issuedAt well before the nonce was made', { issuedAt: new Date(Date.now() - 6 * MINUTE) }],
      ['an expirationTime in the past', { expirationTime: new Date(Date.now() - 1000) }],
      ['a notBefore in the future', { notBefore: new Date(Date.now() + MINUTE) }],
      ['chain id 31337', { chainId: 31337 }],
      ['chain id 137', { chainId: 137 }],
    ]),
  )('refuses %s with 400 INVALID_MESSAGE', async (_, overrides) => {
    t = await startApi()
    const alice = await t.signIn('alice_yaps')
    const response = await verify(alice.accessToken, await signed(alice.accessToken, overrides))
    expect(response.status).toBe(400)
    expect(response.body.code).toBe('INVALID_MESSAGE')
    expect(response.body.message).toEqual(expect.any(String))
  })

  it.each([1, 8453, 42161, 10, 56])('accepts chain id %i', async (chainId) => {
    t = await startApi()
    const alice = await t.signIn('alice_yaps')
    const response = await verify(alice.accessToken, await signed(alice.accessToken, { chainId }))
    expect(response.body).toEqual({ verified: true, address: account.address })
  })

  it('refuses a version other than 1', async () => {
    t = await startApi()
    const alice = await t.signIn('alice_yaps')
    const { message } = await signed(alice.accessToken)
    const changed = message.replace('Version: 1', 'Version: 2')
    const response = await verify(alice.accessToken, {
      message: changed,
      signature: await account.signMessage({ message: changed }),
    })
    expect(response.status).toBe(400)
    expect(response.body.code).toBe('INVALID_MESSAGE')
  })

  it.each([
    [
      'a statement over two lines',
      (/** @type {string} */ m) => m.replace('Sign in to Yarm', 'Sign in\nto Yarm'),
    ],
    ['a resource that is not a URI', (/** @type {string} */ m) => `${m}\nResources:\n- not a uri`],
    ['text after the fields', (/** @type {string} */ m) => `${m}\nPlease also send 1 ETH`],
    ['a missing Issued At', (/** @type {string} */ m) => m.replace(/\nIssued At: .*/, '')],
  ])('refuses %s', async (_, change) => {
    t = await startApi()
    const alice = await t.signIn('alice_yaps')
    const message = change((await signed(alice.accessToken)).message)
    const response = await verify(alice.accessToken, {
      message,
      signature: await account.signMessage({ message }),
    })
    expect(response.status).toBe(400)
    expect(response.body.code).toBe('INVALID_MESSAGE')
  })

  it('accepts well-formed resources and a message without a statement', async () => {
    t = await startApi()
    const alice = await t.signIn('alice_yaps')
    const withResources = await signed(alice.accessToken, { resources: ['https://localhost:4173/terms'] })
    expect((await verify(alice.accessToken, withResources)).body.verified).toBe(true)
    const plain = await signed(alice.accessToken, { statement: undefined })
    expect((await verify(alice.accessToken, plain)).body.verified).toBe(true)
  })

  it('refuses a nonce issued to another session of the same user, and an expired one', async () => {
    let clock = Date.now()
    t = await startApi({ now: () => clock })
    const phone = await t.signIn('alice_yaps')
    const laptop = await t.signIn('alice_yaps')
    const nonce = (await t.call('/v1/auth/wallet/nonce', { token: phone.accessToken })).body.nonce
    const foreign = await verify(laptop.accessToken, await signed(laptop.accessToken, { nonce }))
    expect(foreign.status).toBe(400)
    expect(foreign.body.code).toBe('INVALID_NONCE')

    const late = await signed(phone.accessToken)
    clock += 11 * MINUTE
    const expired = await verify(phone.accessToken, late)
    expect(expired.body.code).toBe('INVALID_NONCE')
  })

  it('keeps a nonce usable across a token refresh (same session)', async () => {
    t = await startApi()
    const alice = await t.signIn('alice_yaps')
    const body = await signed(alice.accessToken)
    const refreshed = await t.call('/v1/auth/token/refresh', { body: { refreshToken: alice.refreshToken } })
    expect((await verify(refreshed.body.accessToken, body)).body.verified).toBe(true)
  })
})

describe('smart-account signatures (ERC-1271 / ERC-6492) through the chain', () => {
  /**
   * A stand-in for viem's public client: the ERC-1271/6492 contracts are not deployed here.
   * @param {(args: unknown) => Promise<boolean>} impl
   */
  function chainClient(impl) {
    const verifySiweMessage = vi.fn(impl)
    const factory = vi.fn((/** @type {number} */ chainId, /** @type {string} */ _url) => ({
      getChainId: async () => chainId,
      verifySiweMessage,
    }))
    return { verifySiweMessage, factory }
  }

  it('answers 503 when the configured node serves another chain', async () => {
    const verifySiweMessage = vi.fn(async () => true)
    t = await startApi({
      rpcUrls: { 8453: 'http://127.0.0.1:8546' },
      publicClientFor: () => ({ getChainId: async () => 42161, verifySiweMessage }),
    })
    const alice = await t.signIn('alice_yaps')
    const response = await verify(
      alice.accessToken,
      await signed(alice.accessToken, { signWith: ANVIL_KEY_3 }),
    )
    expect(response.status).toBe(503)
    expect(verifySiweMessage).not.toHaveBeenCalled()
  })

  it('verifies an EOA signature locally without asking the chain', async () => {
    const chain = chainClient(async () => {
      throw new Error('the node is down')
    })
    t = await startApi({ rpcUrls: { 8453: 'http://127.0.0.1:9' }, publicClientFor: chain.factory })
    const alice = await t.signIn('alice_yaps')
    const response = await verify(alice.accessToken, await signed(alice.accessToken))
    expect(response.body).toEqual({ verified: true, address: account.address })
    expect(chain.verifySiweMessage).not.toHaveBeenCalled()
  })

  it('verifies an EOA signature when the configured node is unreachable (real client)', async () => {
    t = await startApi({ rpcUrls: { 8453: 'http://127.0.0.1:9' } })
    const alice = await t.signIn('alice_yaps')
    expect((await verify(alice.accessToken, await signed(alice.accessToken))).body.verified).toBe(true)
  })

  it('asks the chain of the message when local recovery does not match, and trusts its answer', async () => {
    const chain = chainClient(async () => true)
    t = await startApi({ rpcUrls: { 42161: 'http://127.0.0.1:8546' }, publicClientFor: chain.factory })
    const alice = await t.signIn('alice_yaps')
    // A smart account's signature is made by its owner key, so it does not recover to the account.
    const body = await signed(alice.accessToken, { chainId: 42161, signWith: ANVIL_KEY_3 })
    const response = await verify(alice.accessToken, body)
    expect(response.body).toEqual({ verified: true, address: account.address })
    expect(chain.factory).toHaveBeenCalledWith(42161, 'http://127.0.0.1:8546')
    expect(chain.verifySiweMessage).toHaveBeenCalledWith(
      expect.objectContaining({ message: body.message, signature: body.signature, address: account.address }),
    )
  })

  it('answers verified:false when the chain says no, and when no node is configured for the chain', async () => {
    const chain = chainClient(async () => false)
    t = await startApi({ rpcUrls: { 8453: 'http://127.0.0.1:8545' }, publicClientFor: chain.factory })
    const alice = await t.signIn('alice_yaps')
    const no = await verify(alice.accessToken, await signed(alice.accessToken, { signWith: ANVIL_KEY_3 }))
    expect(no.body).toEqual({ verified: false, address: account.address })
    const unconfigured = await verify(
      alice.accessToken,
      await signed(alice.accessToken, { chainId: 10, signWith: ANVIL_KEY_3 }),
    )
    expect(unconfigured.body.verified).toBe(false)
    expect(chain.verifySiweMessage).toHaveBeenCalledTimes(1)
  })

  it('answers 503 CHAIN_UNAVAILABLE when a non-EOA signature needs a node that is down', async () => {
    t = await startApi({ rpcUrls: { 8453: 'http://127.0.0.1:9' } })
    const alice = await t.signIn('alice_yaps')
    const response = await verify(
      alice.accessToken,
      await signed(alice.accessToken, { signWith: generatePrivateKey() }),
    )
    expect(response.status).toBe(503)
    expect(response.body.code).toBe('CHAIN_UNAVAILABLE')
  })

  it('accepts a long ERC-6492 signature', async () => {
    const chain = chainClient(async () => true)
    t = await startApi({ rpcUrls: { 8453: 'http://127.0.0.1:8545' }, publicClientFor: chain.factory })
    const alice = await t.signIn('alice_yaps')
    const body = await signed(alice.accessToken)
    const wrapped = `0x${'ab'.repeat(600)}${'6492'.repeat(16)}`
    const response = await verify(alice.accessToken, { message: body.message, signature: wrapped })
    expect(response.body.verified).toBe(true)
  })
})
