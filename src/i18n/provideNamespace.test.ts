import { describe, expect, it } from 'vitest'
import { i18nStore, translate } from './i18nStore'

describe('an en-US namespace outside the first load', () => {
  it('is not there until its module is imported, then is, and the store tells its listeners', async () => {
    const before = i18nStore.get().messages
    expect('boards' in before).toBe(false)
    expect('shell' in before).toBe(true)
    let told = 0
    const off = i18nStore.subscribe(() => told++)
    await import('./lazy/boards')
    off()
    expect(told).toBeGreaterThan(0)
    const { messages } = i18nStore.get()
    expect(translate(messages, 'boards.you')).not.toBe('boards.you')
    // The static HTML's state (used while hydrating) has it too.
    expect('boards' in i18nStore.getServerState().messages).toBe(true)
  })
})
