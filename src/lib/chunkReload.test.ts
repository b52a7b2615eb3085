import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BUILD_FILE, BUILD_META, reloadForMissingChunk, runningBuild, servedBuild } from './chunkReload'

beforeEach(() => sessionStorage.clear())
afterEach(() => vi.restoreAllMocks())

/** The host serving build `id`; `null` for a host that cannot be reached. */
const serves = (id: string | null) => () => Promise.resolve(id)
const RUNNING = 'build-A'

describe('reloadForMissingChunk', () => {
  it('reloads once a new build is served, then not again for it: no reload loop', async () => {
    const reload = vi.fn()
    expect(await reloadForMissingChunk(reload, serves('build-B'), RUNNING)).toBe(true)
    // The reloaded page is still on the old build (its service worker's shell), and a chunk fails again.
    expect(await reloadForMissingChunk(reload, serves('build-B'), RUNNING)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it("reloads again for the next deploy's build", async () => {
    const reload = vi.fn()
    await reloadForMissingChunk(reload, serves('build-B'), RUNNING)
    expect(await reloadForMissingChunk(reload, serves('build-C'), RUNNING)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('does not reload while the host serves the build the page runs: the chunk is out of reach, not gone', async () => {
    const reload = vi.fn()
    expect(await reloadForMissingChunk(reload, serves(RUNNING), RUNNING)).toBe(false)
    expect(await reloadForMissingChunk(reload, serves(RUNNING), RUNNING)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
    // Not spent on those: a deploy after them still reloads.
    expect(await reloadForMissingChunk(reload, serves('build-B'), RUNNING)).toBe(true)
  })

  it('does not reload when the host does not answer, and may once it serves a new build', async () => {
    const reload = vi.fn()
    expect(await reloadForMissingChunk(reload, serves(null), RUNNING)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
    expect(await reloadForMissingChunk(reload, serves('build-B'), RUNNING)).toBe(true)
  })

  it('does not reload while the page is going (its loads are given up), and does again once it is back', async () => {
    const reload = vi.fn()
    window.dispatchEvent(new Event('pagehide'))
    expect(await reloadForMissingChunk(reload, serves('build-B'), RUNNING)).toBe(false)
    window.dispatchEvent(new Event('pageshow'))
    expect(await reloadForMissingChunk(reload, serves('build-B'), RUNNING)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('does not reload when the page starts going while the host is asked', async () => {
    const reload = vi.fn()
    const asked = reloadForMissingChunk(
      reload,
      async () => {
        window.dispatchEvent(new Event('pagehide'))
        return 'build-B'
      },
      RUNNING,
    )
    expect(await asked).toBe(false)
    window.dispatchEvent(new Event('pageshow'))
    expect(reload).not.toHaveBeenCalled()
  })

  it('does not reload offline, without asking the host', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const reload = vi.fn()
    const served = vi.fn(serves('build-B'))
    expect(await reloadForMissingChunk(reload, served, RUNNING)).toBe(false)
    expect(served).not.toHaveBeenCalled()
    expect(reload).not.toHaveBeenCalled()
  })

  it('reads a corrupted entry as none, and does not reload when storage is blocked (nothing could stop a loop)', async () => {
    sessionStorage.setItem('yarm.reloadedForChunk', '{"not":"a list"')
    const reload = vi.fn()
    expect(await reloadForMissingChunk(reload, serves('build-B'), RUNNING)).toBe(true)
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    expect(await reloadForMissingChunk(reload, serves('build-C'), RUNNING)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
  })
})

describe('the builds compared', () => {
  it("reads the page's build from its HTML; none where the HTML names none", () => {
    expect(runningBuild()).toBeNull()
    const meta = Object.assign(document.createElement('meta'), { name: BUILD_META, content: 'build-A' })
    document.head.append(meta)
    expect(runningBuild()).toBe('build-A')
    meta.remove()
  })

  it("asks the host for its build without the HTTP cache; no answer, an error or a body that isn't one are none", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(Response.json({ id: 'build-B' }))
    expect(await servedBuild()).toBe('build-B')
    expect(fetch).toHaveBeenCalledWith(BUILD_FILE, expect.objectContaining({ cache: 'no-store' }))
    fetch.mockRejectedValueOnce(new TypeError('Load failed'))
    expect(await servedBuild()).toBeNull()
    fetch.mockResolvedValueOnce(new Response('<!doctype html>', { status: 404 }))
    expect(await servedBuild()).toBeNull()
    fetch.mockResolvedValueOnce(new Response('<!doctype html>', { status: 200 }))
    expect(await servedBuild()).toBeNull()
    fetch.mockResolvedValueOnce(Response.json({ id: 42 }))
    expect(await servedBuild()).toBeNull()
    fetch.mockResolvedValueOnce(Response.json(null))
    expect(await servedBuild()).toBeNull()
  })
})
