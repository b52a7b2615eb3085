import { afterEach, describe, expect, it, vi } from 'vitest'
import { createReturnCheck } from './returnCheck'

function setVisibility(value: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value })
  document.dispatchEvent(new Event('visibilitychange'))
}

afterEach(() => setVisibility('visible'))

describe('the check on return from the wallet app', () => {
  it('asks the relay at once when the tab comes back while a pairing or request waits', async () => {
    let pending = true
    let done: () => void = () => {}
    const refresh = vi.fn(() => new Promise<void>((resolve) => (done = resolve)))
    const check = createReturnCheck({ isPending: () => pending, refresh })
    const stop = check.install()
    setVisibility('hidden')
    expect(refresh).not.toHaveBeenCalled()
    setVisibility('visible')
    expect(refresh).toHaveBeenCalledOnce()
    expect(check.getState()).toEqual({ returned: true, checking: true })
    // A second event while the check runs (pageshow after visibilitychange) asks nothing more.
    window.dispatchEvent(new Event('pageshow'))
    expect(refresh).toHaveBeenCalledOnce()
    pending = false
    done()
    await vi.waitFor(() => expect(check.getState()).toEqual({ returned: false, checking: false }))
    stop()
  })

  it('stays quiet when nothing waits, and after it stopped listening', () => {
    const refresh = vi.fn(async () => {})
    const check = createReturnCheck({ isPending: () => false, refresh })
    const stop = check.install()
    setVisibility('hidden')
    setVisibility('visible')
    expect(refresh).not.toHaveBeenCalled()
    stop()
    const waiting = createReturnCheck({ isPending: () => true, refresh })
    waiting.install()()
    setVisibility('visible')
    expect(refresh).not.toHaveBeenCalled()
  })

  it('keeps saying what waits when the relay does not answer', async () => {
    const check = createReturnCheck({
      isPending: () => true,
      refresh: () => Promise.reject(new Error('down')),
    })
    check.onReturn()
    await vi.waitFor(() => expect(check.getState()).toEqual({ returned: true, checking: false }))
    check.clear()
    expect(check.getState().returned).toBe(false)
  })
})
