import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearSession, saveSignIn } from '@/api/session'
import { ME } from './queries'
import { dropOtherUsersQueries, guardSessionData, onUserSessionEnd } from './sessionGuard'

const signInAs = (xId: string) =>
  saveSignIn({ accessToken: `a${xId}`, refreshToken: `r${xId}` }, { xId, xHandle: null })

function clientWithData() {
  const client = new QueryClient()
  client.setQueryData([ME, '1', 'referrals', 'info'], { code: 'ALICE' })
  client.setQueryData([ME, '2', 'votes'], { votes: [] })
  client.setQueryData(['yarmerboard', '7d'], { items: [] })
  return client
}
const keys = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey[1])

afterEach(() => clearSession())

describe('guardSessionData', () => {
  it("drops the user's data when their session ends, and tells the other stores", () => {
    signInAs('1')
    const client = clientWithData()
    const stop = guardSessionData(client)
    const cleaner = vi.fn()
    const off = onUserSessionEnd(cleaner)
    clearSession()
    expect(keys(client)).toEqual(['7d'])
    expect(cleaner).toHaveBeenCalledWith('1')
    off()
    stop()
  })

  it('drops the previous account when another one signs in, and keeps public data', () => {
    signInAs('1')
    const client = clientWithData()
    const stop = guardSessionData(client)
    signInAs('2')
    expect(keys(client).sort()).toEqual(['2', '7d'])
    stop()
  })

  it('leaves everything alone while the same user stays signed in', () => {
    signInAs('1')
    const client = clientWithData()
    const stop = guardSessionData(client)
    saveSignIn({ accessToken: 'fresh', refreshToken: 'fresh' }, { xId: '1', xHandle: null })
    expect(keys(client)).toHaveLength(3)
    stop()
  })
})

describe('dropOtherUsersQueries', () => {
  it('keeps only the signed-in user among restored data', () => {
    signInAs('2')
    const client = clientWithData()
    dropOtherUsersQueries(client)
    expect(keys(client).sort()).toEqual(['2', '7d'])
  })
})
