import { afterEach, describe, expect, it, vi } from 'vitest'
import { storedValue } from './storage'

const count = (raw: unknown) => (typeof raw === 'number' ? raw : null)

afterEach(() => {
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('storedValue', () => {
  it('tells its listeners of writes and removals here and of other tabs’ changes, until they leave', () => {
    const entry = storedValue('test.count', count)
    const heard = vi.fn()
    const stop = entry.subscribe(heard)
    entry.write(1)
    expect(entry.read()).toBe(1)
    entry.remove()
    expect(entry.read()).toBeNull()
    window.dispatchEvent(new StorageEvent('storage', { key: 'test.count' }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'test.other' }))
    expect(heard).toHaveBeenCalledTimes(3)
    stop()
    window.dispatchEvent(new StorageEvent('storage', { key: 'test.count' }))
    entry.write(2)
    expect(heard).toHaveBeenCalledTimes(3)
  })

  it('listens to the storage event only while someone listens to it', () => {
    const add = vi.spyOn(window, 'addEventListener')
    const remove = vi.spyOn(window, 'removeEventListener')
    const entry = storedValue('test.count', count)
    const stopFirst = entry.subscribe(() => {})
    const stopSecond = entry.subscribe(() => {})
    expect(add.mock.calls.filter(([type]) => String(type) === 'storage')).toHaveLength(1)
    stopFirst()
    expect(remove.mock.calls.filter(([type]) => String(type) === 'storage')).toHaveLength(0)
    stopSecond()
    expect(remove.mock.calls.filter(([type]) => String(type) === 'storage')).toHaveLength(1)
  })

  it('reads a malformed entry as null and removes it', () => {
    localStorage.setItem('test.count', '"three"')
    expect(storedValue('test.count', count).read()).toBeNull()
    expect(localStorage.getItem('test.count')).toBeNull()
  })
})
