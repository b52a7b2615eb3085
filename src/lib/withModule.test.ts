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

  it('lets an error in its user through', async () => {
    const failure = new Error('startVoteQueue failed')
    await expect(
      withModule(Promise.resolve({}), () => {
        throw failure
      }),
    ).rejects.toBe(failure)
  })
})
