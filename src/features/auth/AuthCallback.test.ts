import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearSession, readSession, saveSignIn, tokensStore, xInfoStore } from '@/api/session'
import { completeSignIn, readCallbackParams } from './AuthCallback'
import { userQueries } from './queries'
import { SIGN_IN_ATTEMPT_TTL_MS, signInAttemptStore, takeSignInAttempt } from './signIn'

const STATE = 'aBcDeFgHiJkLmNoPqRsTuVwXyZ012345'

describe('readCallbackParams', () => {
  it('reads tokens, the X id and the state from the fragment', () => {
    expect(
      readCallbackParams({ hash: `#accessToken=a&refreshToken=r&xId=12&xHandle=alice_yaps&state=${STATE}` }),
    ).toEqual({ kind: 'success', accessToken: 'a', refreshToken: 'r', xId: '12', state: STATE })
  })

  it('never takes the handle from the URL', () => {
    expect(
      readCallbackParams({ hash: '#accessToken=a&refreshToken=r&xId=12&xHandle=mallory' }),
    ).not.toHaveProperty('xHandle')
  })

  it('reports a cancelled sign-in with its state and rejects anything malformed', () => {
    expect(readCallbackParams({ hash: `#error=access_denied&state=${STATE}` })).toEqual({
      kind: 'error',
      cancelled: true,
      state: STATE,
    })
    expect(readCallbackParams({ hash: '#accessToken=a&xId=12' })).toMatchObject({
      kind: 'error',
      cancelled: false,
    })
    expect(readCallbackParams({ hash: '#accessToken=a&refreshToken=r&xId=<b>' })).toMatchObject({
      kind: 'error',
    })
  })
})

describe('takeSignInAttempt', () => {
  const now = 1_800_000_000_000
  beforeEach(() => signInAttemptStore.write({ state: STATE, returnTo: '/yarms', startedAt: now }))

  it('honours only the state this tab started, once', () => {
    expect(takeSignInAttempt(STATE, now + 1000)).toMatchObject({ returnTo: '/yarms' })
    expect(takeSignInAttempt(STATE, now + 1000)).toBeNull()
  })

  it('refuses a missing or different state, and forgets the attempt all the same', () => {
    expect(takeSignInAttempt(undefined, now)).toBeNull()
    signInAttemptStore.write({ state: STATE, returnTo: '/', startedAt: now })
    expect(takeSignInAttempt(`${STATE}x`, now)).toBeNull()
    expect(takeSignInAttempt(STATE, now)).toBeNull()
  })

  it('refuses an attempt older than ten minutes', () => {
    expect(takeSignInAttempt(STATE, now + SIGN_IN_ATTEMPT_TTL_MS + 1)).toBeNull()
    signInAttemptStore.write({ state: STATE, returnTo: '/', startedAt: now })
    expect(takeSignInAttempt(STATE, now + 10 * 60_000)).not.toBeNull()
  })
})

describe('completeSignIn', () => {
  const CAROL = '1652380417785651203'
  const DAVE = '1652380417785651204'
  const info = (xId: string, xHandle: string) => ({
    xId,
    xHandle,
    xName: null,
    status: 'eligible',
    wallet: null,
    referralCode: null,
    yarmer: null,
    activatedAt: null,
  })
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

  let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>
  /** The refresh tokens the page asked the API to revoke. */
  const revoked = () =>
    fetchMock.mock.calls
      .filter(([url]) => String(url).endsWith('/v1/auth/token/revoke'))
      .map(([, init]) => JSON.parse(String(init?.body)).refreshToken)

  /** The API answers /v1/user/info with `user`, and revocations with ok. */
  function api(user: unknown) {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('/v1/user/info') ? json(user) : json({ ok: true }),
    )
  }

  beforeEach(() => {
    clearSession()
    fetchMock = vi.fn<typeof fetch>()
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    clearSession()
  })

  it('revokes the refresh token of the account signed in before when another X account signs in', async () => {
    saveSignIn(
      { accessToken: 'carol-access', refreshToken: 'carol-refresh' },
      { xId: CAROL, xHandle: 'carol_ct' },
    )
    api(info(DAVE, 'dave_degen'))
    const signedIn = await completeSignIn(
      { kind: 'success', accessToken: 'dave-access', refreshToken: 'dave-refresh', xId: DAVE },
      new QueryClient(),
    )
    expect(signedIn).toBe(true)
    await vi.waitFor(() => expect(revoked()).toEqual(['carol-refresh']))
    expect(tokensStore.read()).toMatchObject({ accessToken: 'dave-access', refreshToken: 'dave-refresh' })
    expect(xInfoStore.read()).toEqual({ xId: DAVE, xHandle: 'dave_degen' })
  })

  it('shows the handle /v1/user/info answers for the new token, never the one in the URL', async () => {
    const result = readCallbackParams({
      hash: `#accessToken=carol-access&refreshToken=carol-refresh&xId=${CAROL}&xHandle=mallory&state=${STATE}`,
    })
    if (result.kind !== 'success') throw new Error('expected a successful callback')
    api(info(CAROL, 'carol_ct'))
    const queryClient = new QueryClient()
    expect(await completeSignIn(result, queryClient)).toBe(true)
    // Asked with the new token, before anything was stored.
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(String(url)).toContain(`/v1/user/info?xId=${CAROL}`)
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer carol-access')
    expect(readSession()).toEqual({ status: 'signedIn', xId: CAROL, xHandle: 'carol_ct' })
    expect(queryClient.getQueryData(userQueries.info(CAROL).queryKey)).toMatchObject({ xHandle: 'carol_ct' })
    expect(JSON.stringify(localStorage)).not.toContain('mallory')
    expect(revoked()).toEqual([])
  })

  it('stores nothing when the token belongs to another X id than the callback says, and revokes it', async () => {
    api(info(DAVE, 'dave_degen'))
    const queryClient = new QueryClient()
    const signedIn = await completeSignIn(
      { kind: 'success', accessToken: 'a', refreshToken: 'stolen-refresh', xId: CAROL },
      queryClient,
    )
    expect(signedIn).toBe(false)
    expect(tokensStore.read()).toBeNull()
    expect(xInfoStore.read()).toBeNull()
    expect(readSession().status).toBe('signedOut')
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0)
    await vi.waitFor(() => expect(revoked()).toEqual(['stolen-refresh']))
  })
})
