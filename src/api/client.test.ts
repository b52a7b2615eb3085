import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { config } from '@/config'
import { ApiError } from './ApiError'
import { apiRequest } from './client'
import { readSession, saveSignIn, TOKEN_STALE_MS, tokensStore, xInfoStore } from './session'

const schema = z.object({ value: z.number() })

function json(body: unknown, status = 200) {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>()
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

const requestUrl = (call = 0) => String(fetchMock.mock.calls[call]?.[0])
const requestHeaders = (call = 0) =>
  (fetchMock.mock.calls[call]?.[1]?.headers ?? {}) as Record<string, string>

function signIn(updatedAt: number | null) {
  saveSignIn({ accessToken: 'old-access', refreshToken: 'old-refresh' }, { xId: '1', xHandle: 'alice_yaps' })
  tokensStore.write({ accessToken: 'old-access', refreshToken: 'old-refresh', updatedAt })
}

describe('apiRequest', () => {
  it('builds the URL from the configured base and serialises the query', async () => {
    fetchMock.mockResolvedValue(json({ value: 1 }))
    await expect(apiRequest('/v1/x', { query: { a: { b: [1, 2] } }, schema })).resolves.toEqual({ value: 1 })
    expect(decodeURIComponent(requestUrl())).toBe(`${config.apiBaseUrl}/v1/x?a.b=1,2`)
  })

  it('passes the error body on in a typed ApiError', async () => {
    fetchMock.mockResolvedValue(json({ code: 'ALREADY_VOTED', message: 'You already voted.' }, 409))
    const error = await apiRequest('/v1/x', { schema }).catch((caught) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 409, code: 'ALREADY_VOTED', message: 'You already voted.' })
    expect(error.body).toEqual({ code: 'ALREADY_VOTED', message: 'You already voted.' })
  })

  it('treats an empty body as an error', async () => {
    fetchMock.mockResolvedValue(json(undefined, 200))
    await expect(apiRequest('/v1/x', { schema })).rejects.toMatchObject({ code: 'EMPTY_BODY' })
  })

  it('turns a body that does not match the schema into INVALID_RESPONSE', async () => {
    fetchMock.mockResolvedValue(json({ value: 'not a number' }))
    await expect(apiRequest('/v1/x', { schema })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
      status: 200,
    })
    fetchMock.mockResolvedValue(new Response('<html>', { status: 200 }))
    await expect(apiRequest('/v1/x', { schema })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
  })

  it('reports an unreachable server as a network error, and an abort as ABORTED', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(apiRequest('/v1/x', { schema })).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 })
    const controller = new AbortController()
    controller.abort()
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'))
    await expect(apiRequest('/v1/x', { schema, signal: controller.signal })).rejects.toMatchObject({
      code: 'ABORTED',
    })
  })

  it('sends the Bearer header with fresh tokens', async () => {
    signIn(Date.now())
    fetchMock.mockResolvedValue(json({ value: 1 }))
    await apiRequest('/v1/x', { schema, auth: true })
    expect(requestHeaders().Authorization).toBe('Bearer old-access')
  })

  it('refreshes stale tokens first and never sends the stale one', async () => {
    signIn(Date.now() - TOKEN_STALE_MS - 1)
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/v1/auth/token/refresh')
        ? json({ accessToken: 'new-access', refreshToken: 'new-refresh' })
        : json({ value: 1 }),
    )
    await apiRequest('/v1/x', { schema, auth: true })
    expect(requestUrl(0)).toMatch(/\/v1\/auth\/token\/refresh$/)
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ refreshToken: 'old-refresh' })
    expect(requestHeaders(1).Authorization).toBe('Bearer new-access')
    expect(tokensStore.read()).toMatchObject({ accessToken: 'new-access', refreshToken: 'new-refresh' })
  })

  it('treats tokens without an update time as stale', async () => {
    signIn(null)
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/refresh') ? json({ accessToken: 'a2', refreshToken: 'r2' }) : json({ value: 1 }),
    )
    await apiRequest('/v1/x', { schema, auth: true })
    expect(requestHeaders(1).Authorization).toBe('Bearer a2')
  })

  it('shares one refresh between concurrent calls', async () => {
    signIn(Date.now() - TOKEN_STALE_MS - 1)
    fetchMock.mockImplementation(async (url) => {
      if (String(url).endsWith('/refresh')) {
        await new Promise((resolve) => setTimeout(resolve, 20))
        return json({ accessToken: 'new-access', refreshToken: 'new-refresh' })
      }
      return json({ value: 1 })
    })
    await Promise.all(Array.from({ length: 8 }, () => apiRequest('/v1/x', { schema, auth: true })))
    const refreshes = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/refresh'))
    expect(refreshes).toHaveLength(1)
    expect(fetchMock).toHaveBeenCalledTimes(9)
  })

  it('signs out when the refresh is refused, and sends the call without a header', async () => {
    signIn(Date.now() - TOKEN_STALE_MS - 1)
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/refresh')
        ? json({ code: 'INVALID_REFRESH_TOKEN', message: 'nope' }, 401)
        : json({ code: 'UNAUTHORIZED', message: 'Sign in' }, 401),
    )
    await expect(apiRequest('/v1/x', { schema, auth: true })).rejects.toMatchObject({ status: 401 })
    const call = fetchMock.mock.calls.findIndex(([url]) => String(url).endsWith('/v1/x'))
    expect(requestHeaders(call).Authorization).toBeUndefined()
    expect(tokensStore.read()).toBeNull()
    expect(readSession().status).toBe('signedOut')
  })

  it('asks the server to revoke the refused session', async () => {
    signIn(Date.now() - TOKEN_STALE_MS - 1)
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/refresh')
        ? json({ code: 'INVALID_REFRESH_TOKEN', message: 'nope' }, 403)
        : String(url).endsWith('/revoke')
          ? json({ ok: true })
          : json({ value: 1 }),
    )
    await apiRequest('/v1/x', { schema, auth: true })
    const revoke = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/v1/auth/token/revoke'))
    expect(JSON.parse(String(revoke?.[1]?.body))).toEqual({ refreshToken: 'old-refresh' })
    expect(revoke?.[1]?.keepalive).toBe(true)
  })

  it.each([500, 502, 503, 504, 429])(
    'keeps the tokens when the refresh fails with %i, and fails the call',
    async (status) => {
      signIn(Date.now() - TOKEN_STALE_MS - 1)
      fetchMock.mockImplementation(async (url) =>
        String(url).endsWith('/refresh')
          ? json({ code: 'UNAVAILABLE', message: 'later' }, status)
          : json({ value: 1 }),
      )
      await expect(apiRequest('/v1/x', { schema, auth: true })).rejects.toMatchObject({ status })
      expect(tokensStore.read()).toMatchObject({ refreshToken: 'old-refresh' })
      expect(readSession().status).toBe('signedIn')
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/revoke'))).toBe(false)
    },
  )

  it('keeps the tokens when the refresh cannot reach the server', async () => {
    signIn(Date.now() - TOKEN_STALE_MS - 1)
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(apiRequest('/v1/x', { schema, auth: true })).rejects.toMatchObject({ code: 'NETWORK_ERROR' })
    expect(tokensStore.read()).not.toBeNull()
  })

  it('refreshes once and retries when the server rejects a token it has ended early', async () => {
    signIn(Date.now())
    let calls = 0
    fetchMock.mockImplementation(async (url) => {
      if (String(url).endsWith('/refresh')) return json({ accessToken: 'a2', refreshToken: 'r2' })
      calls += 1
      return calls === 1 ? json({ code: 'UNAUTHORIZED', message: 'expired' }, 401) : json({ value: 2 })
    })
    await expect(apiRequest('/v1/x', { schema, auth: true })).resolves.toEqual({ value: 2 })
    expect(requestHeaders(2).Authorization).toBe('Bearer a2')
  })
})

describe('stored session entries', () => {
  it.each([
    ['not json', '{oops'],
    ['wrong shape', JSON.stringify({ token: 1 })],
    ['foreign', JSON.stringify('hello')],
    ['bad xId', JSON.stringify({ xId: '<script>', xHandle: 'alice' })],
  ])('a %s entry is removed and reads as signed out', (_, raw) => {
    localStorage.setItem('yarm.tokens', raw)
    localStorage.setItem('yarm.xInfo', raw)
    expect(readSession().status).toBe('signedOut')
    expect(localStorage.getItem('yarm.tokens')).toBeNull()
    expect(localStorage.getItem('yarm.xInfo')).toBeNull()
  })

  it('reads a valid session', () => {
    saveSignIn({ accessToken: 'a', refreshToken: 'r' }, { xId: '42', xHandle: 'alice_yaps' })
    expect(readSession()).toEqual({ status: 'signedIn', xId: '42', xHandle: 'alice_yaps' })
    expect(xInfoStore.read()).toEqual({ xId: '42', xHandle: 'alice_yaps' })
  })
})
