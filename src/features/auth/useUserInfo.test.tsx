import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearSession, saveSignIn } from '@/api/session'
import type { UserInfo } from '@/api/user'
import { userQueries } from './queries'
import { useUserInfo } from './useUserInfo'

const fetched = vi.hoisted(() => ({ calls: 0 }))

const user = (status: UserInfo['status']): UserInfo => ({
  xId: '42',
  xHandle: 'alice_yaps',
  xName: 'Alice',
  status,
  wallet: null,
  referralCode: null,
  yarmer: null,
  activatedAt: null,
})

vi.mock('@/api/user', () => ({
  getUserInfo: async () => {
    fetched.calls += 1
    return user('eligible')
  },
  getEligibility: async () => ({}),
}))

function render(client: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return renderHook(() => useUserInfo(), { wrapper })
}

// Spec section 4: user info "held in a shared value and falls back to the fetched data when that value is
// empty". The shared value is the query cache entry, which activation and verification set in place.
describe('the user info', () => {
  let client: QueryClient
  beforeEach(() => {
    fetched.calls = 0
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    saveSignIn({ accessToken: 'a', refreshToken: 'r' }, { xId: '42', xHandle: 'alice_yaps' })
  })
  afterEach(() => {
    clearSession()
    client.clear()
  })

  it('is fetched when the shared value is empty', async () => {
    const { result } = render(client)
    await waitFor(() => expect(result.current.data?.status).toBe('eligible'))
    expect(fetched.calls).toBe(1)
  })

  it('is the shared value when one is held, without a fetch, and follows it when it is set in place', async () => {
    client.setQueryData(userQueries.info('42').queryKey, user('not_eligible'))
    const { result } = render(client)
    expect(result.current.data?.status).toBe('not_eligible')
    act(() => {
      client.setQueryData(userQueries.info('42').queryKey, user('activated'))
    })
    await waitFor(() => expect(result.current.data?.status).toBe('activated'))
    expect(fetched.calls).toBe(0)
  })

  it('is nothing while signed out, whatever is held', () => {
    clearSession()
    client.setQueryData(userQueries.info('42').queryKey, user('activated'))
    const { result } = render(client)
    expect(result.current.data).toBeUndefined()
    expect(fetched.calls).toBe(0)
  })
})
