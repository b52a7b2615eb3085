import { describe, expect, it, vi } from 'vitest'
import { repairPrecache } from './swPrecacheRepair'

const origin = 'https://yarm.example'
const entry = (file: string) => ({
  url: `${origin}/${file}`,
  cacheKey: `${origin}/${file}?__WB_REVISION__=1`,
})
const home = entry('index.html')
const board = entry('yarmerboard/index.html')
const code = entry('assets/index-abc.js')
const entries = [home, board, code]

/** A Cache holding the given keys, recording what is put. */
function cacheHolding(keys: string[]) {
  const held = new Map<string, Response | null>(keys.map((key) => [key, null]))
  const cache = {
    keys: async () => [...held.keys()].map((key) => new Request(key)),
    put: vi.fn(async (key: string, response: Response) => {
      held.set(key, response)
    }),
  }
  return { cache: cache as unknown as Cache, put: cache.put, held }
}

const ok = (url: string) => Promise.resolve(new Response(url, { status: 200 }))

describe('repairPrecache', () => {
  it('fetches only what the cache lost, as workbox installs it, and keeps it under its key', async () => {
    const { cache, held } = cacheHolding([home.cacheKey])
    const fetch = vi.fn(ok)
    expect(await repairPrecache(cache, entries, fetch)).toBe(2)
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([board.url, code.url])
    expect(fetch).toHaveBeenCalledWith(board.url, { cache: 'reload', credentials: 'same-origin' })
    expect(await held.get(board.cacheKey)?.text()).toBe(board.url)
    expect([...held.keys()]).toEqual(entries.map(({ cacheKey }) => cacheKey))
  })

  it('does nothing when the cache is whole', async () => {
    const { cache, put } = cacheHolding(entries.map(({ cacheKey }) => cacheKey))
    const fetch = vi.fn(ok)
    expect(await repairPrecache(cache, entries, fetch)).toBe(0)
    expect(fetch).not.toHaveBeenCalled()
    expect(put).not.toHaveBeenCalled()
  })

  it('keeps nothing from a failed fetch, an error status or a redirect, and does not throw', async () => {
    const { cache, put } = cacheHolding([])
    const redirected = new Response('elsewhere', { status: 200 })
    Object.defineProperty(redirected, 'redirected', { value: true })
    const answers = [
      Promise.reject(new TypeError('Failed to fetch')),
      Promise.resolve(new Response('gone', { status: 404 })),
      Promise.resolve(redirected),
    ]
    const fetch = vi.fn(() => answers.shift() as Promise<Response>)
    expect(await repairPrecache(cache, entries, fetch)).toBe(0)
    expect(put).not.toHaveBeenCalled()
  })
})
