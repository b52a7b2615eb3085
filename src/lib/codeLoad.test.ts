import { describe, expect, it, vi } from 'vitest'
import { CodeUnreachable, loadOncePerPage } from './codeLoad'

describe('loadOncePerPage', () => {
  it('loads once and shares the module', async () => {
    const load = vi.fn(() => Promise.resolve({ ready: true }))
    const once = loadOncePerPage(load)
    await expect(once()).resolves.toEqual({ ready: true })
    await expect(once()).resolves.toEqual({ ready: true })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('names a failed fetch CodeUnreachable, with the browser error as its cause, and does not ask again', async () => {
    const browser = new TypeError('Failed to fetch dynamically imported module: /assets/permit.js')
    const load = vi.fn(() => Promise.reject(browser))
    const once = loadOncePerPage(load)
    const failed = await once().catch((error: unknown) => error)
    expect(failed).toBeInstanceOf(CodeUnreachable)
    expect((failed as CodeUnreachable).cause).toBe(browser)
    await expect(once()).rejects.toBeInstanceOf(CodeUnreachable)
    expect(load).toHaveBeenCalledTimes(1)
  })
})
