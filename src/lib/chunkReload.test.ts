import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { reloadForMissingChunk } from './chunkReload'

const failed = (file: string) => {
  const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload?: unknown }
  event.payload = new TypeError(
    `Failed to fetch dynamically imported module: http://localhost/assets/${file}`,
  )
  return event
}

beforeEach(() => sessionStorage.clear())
afterEach(() => vi.restoreAllMocks())

describe('reloadForMissingChunk', () => {
  it('reloads once for a missing file, then lets the import fail: no reload loop', () => {
    const reload = vi.fn()
    const first = failed('persistence-OLD.js')
    expect(reloadForMissingChunk(first, reload)).toBe(true)
    expect(first.defaultPrevented).toBe(true)
    // The reloaded page asks for the same file, and it fails again: not a deploy's missing file.
    const again = failed('persistence-OLD.js')
    expect(reloadForMissingChunk(again, reload)).toBe(false)
    expect(again.defaultPrevented).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it("reloads again for another file (the next deploy's)", () => {
    const reload = vi.fn()
    reloadForMissingChunk(failed('persistence-OLD.js'), reload)
    expect(reloadForMissingChunk(failed('DepositDialog-OLD.js'), reload)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('does not reload while the page is going (its loads are given up), and does again once it is back', () => {
    const reload = vi.fn()
    window.dispatchEvent(new Event('pagehide'))
    const aborted = failed('persistence-abc.js')
    expect(reloadForMissingChunk(aborted, reload)).toBe(false)
    expect(aborted.defaultPrevented).toBe(false)
    window.dispatchEvent(new Event('pageshow'))
    expect(reloadForMissingChunk(failed('persistence-abc.js'), reload)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('does not reload offline: the file is only out of reach', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const reload = vi.fn()
    expect(reloadForMissingChunk(failed('persistence-OLD.js'), reload)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })

  it('reads a corrupted entry as none, and does not reload when storage is blocked (nothing could stop a loop)', () => {
    sessionStorage.setItem('yarm.reloadedForChunk', '{"not":"a list"')
    const reload = vi.fn()
    expect(reloadForMissingChunk(failed('a-OLD.js'), reload)).toBe(true)
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    expect(reloadForMissingChunk(failed('b-OLD.js'), reload)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
