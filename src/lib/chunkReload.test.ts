import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hostAnswers, reloadForMissingChunk } from './chunkReload'

const failed = (file: string) => {
  const event = new Event('vite:preloadError', { cancelable: true }) as Event & { payload?: unknown }
  event.payload = new TypeError(
    `Failed to fetch dynamically imported module: http://localhost/assets/${file}`,
  )
  return event
}

beforeEach(() => sessionStorage.clear())
const answers = () => Promise.resolve(true)
afterEach(() => vi.restoreAllMocks())

describe('reloadForMissingChunk', () => {
  it('reloads once for a missing file, then lets the import fail: no reload loop', async () => {
    const reload = vi.fn()
    const first = failed('persistence-OLD.js')
    expect(await reloadForMissingChunk(first, reload, answers)).toBe(true)
    // The import still fails to its caller: a cancelled event would make Vite resolve it to undefined.
    expect(first.defaultPrevented).toBe(false)
    // The reloaded page asks for the same file, and it fails again: not a deploy's missing file.
    const again = failed('persistence-OLD.js')
    expect(await reloadForMissingChunk(again, reload, answers)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it("reloads again for another file (the next deploy's)", async () => {
    const reload = vi.fn()
    await reloadForMissingChunk(failed('persistence-OLD.js'), reload, answers)
    expect(await reloadForMissingChunk(failed('DepositDialog-OLD.js'), reload, answers)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('does not reload while the page is going (its loads are given up), and does again once it is back', async () => {
    const reload = vi.fn()
    window.dispatchEvent(new Event('pagehide'))
    const aborted = failed('persistence-abc.js')
    expect(await reloadForMissingChunk(aborted, reload, answers)).toBe(false)
    window.dispatchEvent(new Event('pageshow'))
    expect(await reloadForMissingChunk(failed('persistence-abc.js'), reload, answers)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('does not reload offline: the file is only out of reach', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const reload = vi.fn()
    expect(await reloadForMissingChunk(failed('persistence-OLD.js'), reload, answers)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })

  it('does not reload when the host does not answer (a chunk out of reach, not gone), and may once it does', async () => {
    const reload = vi.fn()
    const unreachable = failed('persistence-abc.js')
    expect(await reloadForMissingChunk(unreachable, reload, () => Promise.resolve(false))).toBe(false)
    expect(reload).not.toHaveBeenCalled()
    expect(await reloadForMissingChunk(failed('persistence-abc.js'), reload, answers)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('asks the host without the HTTP cache, and reads a failed request as no answer', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response(null, { status: 404 }))
    expect(await hostAnswers()).toBe(true)
    expect(fetch).toHaveBeenCalledWith(
      '/sw.js',
      expect.objectContaining({ method: 'HEAD', cache: 'no-store' }),
    )
    fetch.mockRejectedValueOnce(new TypeError('Load failed'))
    expect(await hostAnswers()).toBe(false)
  })

  it('reads a corrupted entry as none, and does not reload when storage is blocked (nothing could stop a loop)', async () => {
    sessionStorage.setItem('yarm.reloadedForChunk', '{"not":"a list"')
    const reload = vi.fn()
    expect(await reloadForMissingChunk(failed('a-OLD.js'), reload, answers)).toBe(true)
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    expect(await reloadForMissingChunk(failed('b-OLD.js'), reload, answers)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
