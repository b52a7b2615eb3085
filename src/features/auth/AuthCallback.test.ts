import { describe, expect, it } from 'vitest'
import { readCallbackParams } from './AuthCallback'

describe('readCallbackParams', () => {
  it('reads tokens and X ids from the fragment', () => {
    expect(
      readCallbackParams({ hash: '#accessToken=a&refreshToken=r&xId=12&xHandle=alice_yaps', search: '' }),
    ).toEqual({
      kind: 'success',
      accessToken: 'a',
      refreshToken: 'r',
      xId: '12',
      xHandle: 'alice_yaps',
    })
  })

  it('accepts the query too', () => {
    expect(readCallbackParams({ hash: '', search: '?accessToken=a&refreshToken=r&xId=12' })).toMatchObject({
      kind: 'success',
      xId: '12',
    })
  })

  it('reports a cancelled sign-in and rejects anything malformed', () => {
    expect(readCallbackParams({ hash: '#error=access_denied', search: '' })).toEqual({
      kind: 'error',
      cancelled: true,
    })
    expect(readCallbackParams({ hash: '#accessToken=a&xId=12', search: '' })).toEqual({
      kind: 'error',
      cancelled: false,
    })
    expect(
      readCallbackParams({ hash: '#accessToken=a&refreshToken=r&xId=<b>&xHandle=x', search: '' }),
    ).toMatchObject({
      kind: 'error',
    })
  })
})
