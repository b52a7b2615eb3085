import type { QueryFunctionContext } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BOARD_SEARCH_DEFAULTS } from '@/features/boards/boardSearch'
import { boardQueries } from '@/features/boards/queries'
import { projectQueries } from '@/features/projects/queries'
import { PRE_YARM_SEARCH_DEFAULTS } from '@/features/projects/search'
import { routeDataUrls, routeShowsFigures } from './routeData'

/** What the page's own query asks the network for: URL and credentials mode. */
async function requestOf(queryFn: unknown): Promise<{ url: string; credentials?: RequestCredentials }> {
  const fetch = vi.fn(async () => new Response('{}', { status: 500 }))
  vi.stubGlobal('fetch', fetch)
  const context = { signal: new AbortController().signal, queryKey: [], meta: undefined }
  await (queryFn as (context: QueryFunctionContext) => Promise<unknown>)(context as never).catch(() => {})
  const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
  return { url, credentials: init.credentials }
}

afterEach(() => vi.unstubAllGlobals())

describe('routeDataUrls', () => {
  // The browser hands a preloaded answer to a fetch only when URL and credentials mode match
  // (`crossorigin` = same-origin); otherwise the page would ask twice.
  it('preloads exactly what the board page asks for at its plain address', async () => {
    const request = await requestOf(boardQueries.page(BOARD_SEARCH_DEFAULTS).queryFn)
    expect(routeDataUrls('/yarmerboard')).toEqual([request.url])
    expect(request.credentials).toBe('same-origin')
  })

  it('preloads exactly what the Pre-Yarms page asks for at its plain address', async () => {
    const request = await requestOf(projectQueries.preYarms(PRE_YARM_SEARCH_DEFAULTS.sort).queryFn)
    expect(routeDataUrls('/pre-yarms')).toEqual([request.url])
    expect(request.credentials).toBe('same-origin')
  })

  it('preloads nothing that depends on who is looking, or for pages without data', () => {
    for (const route of ['/', '/yarms', '/my-referrals', '/portfolio', '/auth/callback'])
      expect(routeDataUrls(route)).toEqual([])
  })
})

describe('routeShowsFigures', () => {
  it('marks the pages whose first screen formats figures from public data, and no other', () => {
    for (const route of ['/yarmerboard', '/pre-yarms', '/yarms']) expect(routeShowsFigures(route)).toBe(true)
    for (const route of ['/', '/my-referrals', '/portfolio', '/auth/callback', '/404', '/yarms/'])
      expect(routeShowsFigures(route)).toBe(false)
  })
})
