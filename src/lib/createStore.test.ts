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

  it('hands each listener the new value', () => {
    const store = createStore<string | null>(null)
    const heard = vi.fn()
    store.subscribe(heard)
    store.set('a')
    store.set(null)
    expect(heard.mock.calls).toEqual([['a'], [null]])
  })

  it('starts with its first listener and stops when the last one leaves, once each time', () => {
    const stopped = vi.fn()
    const start = vi.fn((set: (next: number) => void) => {
      set(10)
      return stopped
    })
    const store = createStore(0, start)
    expect(start).not.toHaveBeenCalled()
    const heard = vi.fn()
    const stopFirst = store.subscribe(heard)
    const stopSecond = store.subscribe(() => {})
    expect(start).toHaveBeenCalledTimes(1)
    expect(store.get()).toBe(10)
    // The value set while starting is there before the listener, which hears only later changes.
    expect(heard).not.toHaveBeenCalled()
    stopFirst()
    stopFirst()
    expect(stopped).not.toHaveBeenCalled()
    stopSecond()
    expect(stopped).toHaveBeenCalledTimes(1)
    store.subscribe(() => {})
    expect(start).toHaveBeenCalledTimes(2)
  })
})
