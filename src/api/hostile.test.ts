import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './ApiError'
import { getSignInUrl, getWalletNonce, verifyWalletSignature } from './auth'
import { resolveName } from './names'
import { getPreYarms, getUserVotes, getYarms, voteForProject } from './projects'
import { getReferralInfo, getReferralRewards, getReferrals, registerReferralCode } from './referrals'
import { saveSignIn } from './session'
import { activateUser, getEligibility, getUserInfo } from './user'
import { getMyStanding, getYarmerboard } from './yarmerboard'

/** Every read and write of the product API, as the app calls them. */
const CALLS: [string, () => Promise<unknown>][] = [
  ['sign in', () => getSignInUrl('http://localhost:4173/auth/callback', 'state-for-the-hostile-test')],
  ['nonce', () => getWalletNonce()],
  ['verify', () => verifyWalletSignature({ message: 'm', signature: '0x' })],
  ['user info', () => getUserInfo('1')],
  ['eligibility', () => getEligibility()],
  ['activate', () => activateUser()],
  ['board', () => getYarmerboard({ timeframe: '7d', page: 1, pageSize: 50 })],
  ['standing', () => getMyStanding('7d')],
  ['pre-yarms', () => getPreYarms('votes')],
  ['votes', () => getUserVotes()],
  ['vote', () => voteForProject('p1', 'key-for-the-hostile-test')],
  ['yarms', () => getYarms('live', { auth: false })],
  ['register', () => registerReferralCode('CODE')],
  ['referral info', () => getReferralInfo()],
  ['referrals', () => getReferrals({ page: 1, pageSize: 20 })],
  ['rewards', () => getReferralRewards()],
  ['name', () => resolveName('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')],
]

/** Bodies a broken or hostile server might send. */
const hostileBody = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.string(),
  fc.constantFrom(
    '',
    ' ',
    'null',
    '{}',
    '[]',
    '{"__proto__":{"polluted":1}}',
    '<html>oops</html>',
    '{"items":[{}]}',
  ),
)
const status = fc.constantFrom(200, 201, 204, 301, 400, 401, 403, 404, 409, 422, 429, 500, 502, 503)

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>()
  vi.stubGlobal('fetch', fetchMock)
  saveSignIn({ accessToken: 'a', refreshToken: 'r' }, { xId: '1', xHandle: 'alice_yaps' })
})
afterEach(() => vi.unstubAllGlobals())

describe('every API call with malformed answers', () => {
  it('either returns parsed data or throws an ApiError, never anything else', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...CALLS), status, hostileBody, async ([, call], code, body) => {
        fetchMock.mockImplementation(
          async () => new Response(code === 204 ? null : body, { status: code === 204 ? 200 : code }),
        )
        try {
          await call()
        } catch (error) {
          expect(error).toBeInstanceOf(ApiError)
          const apiError = error as ApiError
          expect(typeof apiError.code).toBe('string')
          expect(apiError.code).toMatch(/^[A-Z0-9_]+$/)
        }
        expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      }),
      { numRuns: 300, seed: 2026 },
    )
  })

  it('turns a network failure into a typed network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    for (const [, call] of CALLS)
      await expect(call()).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 })
  })
})

describe('a call that succeeds', () => {
  const answer = (body: unknown) =>
    fetchMock.mockImplementation(async () => Response.json(body, { status: 200 }))

  it('returns the data the server sent, as sent', async () => {
    answer({ url: 'https://x.test/i/oauth2/authorize?client_id=yarm&state=s1' })
    await expect(getSignInUrl('http://localhost:4173/auth/callback', 's1')).resolves.toBe(
      'https://x.test/i/oauth2/authorize?client_id=yarm&state=s1',
    )
    answer({ nonce: 'n0nce4yarmTest' })
    await expect(getWalletNonce()).resolves.toBe('n0nce4yarmTest')
    answer({ verified: true, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })
    await expect(verifyWalletSignature({ message: 'm', signature: '0x' })).resolves.toEqual({
      verified: true,
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    })
    answer({ data: 'yarmfriend.eth' })
    await expect(resolveName('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).resolves.toBe('yarmfriend.eth')
  })

  it('keeps nothing the schema does not name', async () => {
    answer({ verified: false, address: null, admin: true })
    const result = await verifyWalletSignature({ message: 'm', signature: '0x' })
    expect(Object.entries(result)).toEqual([
      ['verified', false],
      ['address', null],
    ])
  })

  it('a name with markup in it is no name', async () => {
    answer({ data: '<img src=x>.eth' })
    await expect(resolveName('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).resolves.toBeNull()
  })
})
