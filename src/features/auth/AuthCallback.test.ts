import { beforeEach, describe, expect, it } from 'vitest'
import { readCallbackParams } from './AuthCallback'
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
