import { describe, expect, it, vi } from 'vitest'
import { createStore } from './createStore'

describe('createStore', () => {
  it('tells its listeners of each change, not of a value set again, until they unsubscribe', () => {
    const store = createStore(1)
    const heard = vi.fn()
    const stop = store.subscribe(heard)
    store.set(2)
    store.set(2)
    store.set((current) => current + 1)
    expect(store.get()).toBe(3)
    expect(heard).toHaveBeenCalledTimes(2)
    stop()
    store.set(4)
    expect(heard).toHaveBeenCalledTimes(2)
  })
})
