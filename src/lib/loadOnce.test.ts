import { describe, expect, it, vi } from 'vitest'
import { loadOnce } from './loadOnce'

describe('loadOnce', () => {
  it('fetches once, however many ask, and hands the value out afterwards', async () => {
    const fetch = vi.fn(() => Promise.resolve('module'))
    const module = loadOnce(fetch)
    expect(module.now()).toBeUndefined()
    const [first, second] = await Promise.all([module.load(), module.load()])
    expect([first, second]).toEqual(['module', 'module'])
    await module.load()
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(module.now()).toBe('module')
  })

  it('tries again after a failed fetch', async () => {
    const fetch = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('module')
    const module = loadOnce(fetch)
    await expect(module.load()).rejects.toThrow('offline')
    expect(module.now()).toBeUndefined()
    await expect(module.load()).resolves.toBe('module')
    expect(fetch).toHaveBeenCalledTimes(2)
  })
})
