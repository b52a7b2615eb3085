import { describe, expect, it, vi } from 'vitest'
import { withModule } from './withModule'

describe('withModule', () => {
  it('hands the loaded module to its user', async () => {
    const use = vi.fn()
    await withModule(Promise.resolve({ start: 'start' }), use)
    expect(use).toHaveBeenCalledWith({ start: 'start' })
  })

  it('leaves a module out of reach for the next visit', async () => {
    const use = vi.fn()
    await withModule(Promise.reject(new TypeError('Failed to fetch dynamically imported module')), use)
    expect(use).not.toHaveBeenCalled()
  })

  it('skips the module Vite resolves to undefined while the page reloads for a missing chunk', async () => {
    // What chunkReload.ts's cancelled `vite:preloadError` leaves the import with (seen in Firefox).
    const use = vi.fn(({ start }: { start: () => void }) => start())
    await expect(
      withModule(Promise.resolve(undefined as unknown as { start: () => void }), use),
    ).resolves.toBeUndefined()
    expect(use).not.toHaveBeenCalled()
  })

  it('lets an error in its user through', async () => {
    const failure = new Error('startVoteQueue failed')
    await expect(
      withModule(Promise.resolve({}), () => {
        throw failure
      }),
    ).rejects.toBe(failure)
  })
})
