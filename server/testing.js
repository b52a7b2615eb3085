// @ts-check
// Helpers shared by the server's tests. Not a test file itself, and never imported by the server.
import { request as httpRequest } from 'node:http'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { createApiServer } from './api.js'

export const APP_ORIGIN = 'http://localhost:4173'
export const CALLBACK_URL = `${APP_ORIGIN}/auth/callback`
/** Anvil's first dev account: the key the e2e wallet signs with. */
export const ANVIL_KEY_0 = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
/** Anvil's third dev account, which the seed links to carol_ct. */
export const ANVIL_KEY_2 = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a'
export const ANVIL_KEY_3 = '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6'

export const quietLog = { warn() {}, error() {} }

/**
 * @typedef {{ status: number, headers: import('node:http').IncomingHttpHeaders, bytes: Buffer, text: string,
 *   body: any }} TestResponse
 */

/**
 * A bare HTTP client: unlike fetch it lets a test send any method, path, header or body bytes.
 * @param {string} baseUrl
 * @param {string} path
 * @param {{ method?: string, headers?: Record<string, string>, body?: unknown, raw?: string | Buffer,
 *   token?: string }} [init]
 * @returns {Promise<TestResponse>}
 */
export function request(baseUrl, path, init = {}) {
  const { hostname, port } = new URL(baseUrl)
  /** @type {Record<string, string>} */
  const headers = { ...init.headers }
  let payload = init.raw
  if (init.body !== undefined) {
    payload = JSON.stringify(init.body)
    headers['content-type'] ??= 'application/json'
  }
  if (init.token) headers.authorization = `Bearer ${init.token}`
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        hostname,
        port,
        path,
        method: init.method ?? (payload === undefined ? 'GET' : 'POST'),
        headers,
        agent: false,
      },
      (res) => {
        /** @type {Buffer[]} */
        const chunks = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () => {
          const bytes = Buffer.concat(chunks)
          const text = bytes.toString('utf8')
          /** @type {any} */
          let body = text
          if (text && String(res.headers['content-type']).startsWith('application/json')) {
            try {
              body = JSON.parse(text)
            } catch {
              // Left as text: the test asserting on it will say what was wrong.
            }
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes, text, body })
        })
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}

/**
 * A dev-mode API on an ephemeral port with a client bound to it.
 * @param {Parameters<typeof createApiServer>[0]} [options]
 */
export async function startApi(options = {}) {
  // Every server test also checks that no route or domain code changes the state behind the store.
  const api = createApiServer({
    dev: true,
    appOrigins: [APP_ORIGIN],
    log: quietLog,
    checkStoreOwnership: true,
    ...options,
  })
  const { url } = await api.listen(0)
  /** @param {string} path @param {Parameters<typeof request>[2]} [init] */
  const call = (path, init) => request(url, path, init)

  /**
   * The whole X stand-in flow, as a browser would walk it.
   * @param {string} xHandle
   */
  async function signIn(xHandle) {
    const start = await call(`/v1/auth/sign_in?redirect_url=${encodeURIComponent(CALLBACK_URL)}`)
    const state = new URL(start.body.url).searchParams.get('state') ?? ''
    const chosen = await call('/x/authorize', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      raw: new URLSearchParams({ state, xHandle }).toString(),
    })
    const callback = new URL(String(chosen.headers.location))
    const landed = await call(`${callback.pathname}${callback.search}`)
    const fragment = new URLSearchParams(new URL(String(landed.headers.location)).hash.slice(1))
    return {
      accessToken: fragment.get('accessToken') ?? '',
      refreshToken: fragment.get('refreshToken') ?? '',
      xId: fragment.get('xId') ?? '',
      xHandle: fragment.get('xHandle') ?? '',
    }
  }

  /**
   * Signs an EIP-4361 message for a fresh nonce with a real key and posts it.
   * @param {string} token
   * @param {`0x${string}`} privateKey
   * @param {{ domain?: string, uri?: string, nonce?: string, signWith?: `0x${string}` }} [overrides]
   */
  async function verifyWallet(token, privateKey, overrides = {}) {
    const account = privateKeyToAccount(privateKey)
    const nonce = overrides.nonce ?? (await call('/v1/auth/wallet/nonce', { token })).body.nonce
    const message = createSiweMessage({
      address: account.address,
      chainId: 8453,
      domain: overrides.domain ?? 'localhost:4173',
      uri: overrides.uri ?? APP_ORIGIN,
      nonce,
      version: '1',
      statement: 'Sign in to Yarm',
    })
    const signer = overrides.signWith ? privateKeyToAccount(overrides.signWith) : account
    const signature = await signer.signMessage({ message })
    const response = await call('/v1/auth/wallet/verify', { token, body: { message, signature } })
    return { response, message, signature, nonce, address: account.address }
  }

  return { api, url, call, signIn, verifyWallet, close: () => api.close() }
}

/** @typedef {Awaited<ReturnType<typeof startApi>>} TestApi */
