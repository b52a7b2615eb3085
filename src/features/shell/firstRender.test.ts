import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cacheHolds, firstRender, noteFocus, PRELOADED_DATA_WAIT_MS, RESTORE_WAIT_MS } from './firstRender'

const board = { queryKey: ['yarmerboard', '30d', 1] }
/** A restore (persistence.startPersistence) that puts the board in the cache after `ms`. */
const restoring = (queryClient: QueryClient, ms: number) =>
  Promise.resolve({
    restored: new Promise<void>((resolve) =>
      setTimeout(() => {
        // Saved by an earlier visit: older than this page.
        queryClient.setQueryData(board.queryKey, { rows: [] }, { updatedAt: Date.now() - 60_000 })
        resolve()
      }, ms),
    ),
  })
const loaded = Promise.resolve()

let queryClient: QueryClient
beforeEach(() => {
  vi.useFakeTimers()
  queryClient = new QueryClient()
})
afterEach(() => vi.useRealTimers())

/** The decision, and how long (fake) time ran until it was made. */
async function decide(input: Omit<Parameters<typeof firstRender>[0], 'queryClient'>) {
  const start = Date.now()
  let decided: string | undefined
  void firstRender({ queryClient, pageStartedAt: start, ...input }).then((render) => {
    decided = render
  })
  while (decided === undefined) await vi.advanceTimersByTimeAsync(10)
  return { render: decided, waitedMs: Date.now() - start }
}

describe('firstRender', () => {
  it('hydrates a first visit to a page without preloaded data at once', async () => {
    const { render, waitedMs } = await decide({
      restore: Promise.resolve(undefined),
      routeLoaded: loaded,
      preloaded: false,
    })
    expect(render).toBe('hydrate')
    expect(waitedMs).toBeLessThanOrEqual(10)
  })

  it("draws a repeat visit's restored copy with the first render", async () => {
    const { render } = await decide({
      restore: restoring(queryClient, 50),
      routeLoaded: loaded,
      preloaded: true,
    })
    expect(render).toBe('restored')
  })

  it('does not hold the page for a restore that takes too long: it hydrates', async () => {
    const { render, waitedMs } = await decide({
      restore: restoring(queryClient, RESTORE_WAIT_MS + 500),
      routeLoaded: loaded,
      preloaded: false,
    })
    expect(render).toBe('hydrate')
    expect(waitedMs).toBeLessThanOrEqual(RESTORE_WAIT_MS + 10)
  })

  it('a restore that fails (its code, or the persister, threw) hydrates instead of stopping the start', async () => {
    const failing = Promise.reject(new Error('persistence failed to start'))
    expect((await decide({ restore: failing, routeLoaded: loaded, preloaded: false })).render).toBe('hydrate')
  })

  it('a restore that finds nothing (expired, another version) hydrates', async () => {
    const restore = Promise.resolve({ restored: Promise.resolve() })
    expect((await decide({ restore, routeLoaded: loaded, preloaded: false })).render).toBe('hydrate')
  })

  it('draws a first visit fresh when the preloaded answer is in the cache soon after the code', async () => {
    setTimeout(() => queryClient.setQueryData(board.queryKey, { rows: [] }), 40)
    const { render } = await decide({
      restore: Promise.resolve(undefined),
      routeLoaded: loaded,
      preloaded: true,
    })
    expect(render).toBe('fresh')
  })

  it('hydrates a first visit whose preloaded answer is late, after a short wait only', async () => {
    const { render, waitedMs } = await decide({
      restore: Promise.resolve(undefined),
      routeLoaded: loaded,
      preloaded: true,
    })
    expect(render).toBe('hydrate')
    expect(waitedMs).toBeLessThanOrEqual(PRELOADED_DATA_WAIT_MS + 10)
  })

  it('counts a copy restored after its wait but before the render as restored (fetched again)', async () => {
    const { render } = await decide({
      restore: restoring(queryClient, RESTORE_WAIT_MS + 50),
      routeLoaded: loaded,
      preloaded: true,
    })
    expect(render).toBe('restored')
  })

  it("waits for the route's code in any case", async () => {
    const routeLoaded = new Promise((resolve) => setTimeout(resolve, 1000))
    const { waitedMs } = await decide({ restore: Promise.resolve(undefined), routeLoaded, preloaded: false })
    expect(waitedMs).toBeGreaterThanOrEqual(1000)
  })
})

describe('cacheHolds', () => {
  const isBoard = (query: { queryKey: readonly unknown[] }) => query.queryKey[0] === 'yarmerboard'

  it('is true at once when a wanted query is there, and when one appears later', async () => {
    queryClient.setQueryData(board.queryKey, { rows: [] })
    await expect(cacheHolds(queryClient, isBoard, 0)).resolves.toBe(true)
    const later = new QueryClient()
    const holds = cacheHolds(later, isBoard)
    later.setQueryData(['referrals'], {})
    setTimeout(() => later.setQueryData(board.queryKey, { rows: [] }), 5_000)
    await vi.advanceTimersByTimeAsync(5_000)
    await expect(holds).resolves.toBe(true)
  })

  it('is false once its time has passed without one, and stops listening', async () => {
    const holds = cacheHolds(queryClient, isBoard, 100)
    await vi.advanceTimersByTimeAsync(100)
    await expect(holds).resolves.toBe(false)
    expect(queryClient.getQueryCache().hasListeners()).toBe(false)
  })
})

describe('noteFocus', () => {
  /** A static page, then the app's render of it: new nodes, the same controls in the same places. */
  const draw = (container: HTMLElement, links: string[]) => {
    container.innerHTML = `<header><nav>${links.map((name) => `<a href="/${name}">${name}</a>`).join('')}</nav></header>`
  }

  let container: HTMLElement
  beforeEach(() => {
    container = document.createElement('div')
    document.body.append(container)
    draw(container, ['yarms', 'pre-yarms'])
  })
  afterEach(() => container.remove())

  it("gives the focus to the node drawn in the focused control's place", () => {
    container.querySelectorAll('a').item(1).focus()
    const giveBack = noteFocus(container)
    draw(container, ['yarms', 'pre-yarms'])
    expect(document.activeElement).toBe(document.body)
    giveBack()
    expect(document.activeElement).toBe(container.querySelectorAll('a').item(1))
  })

  it('leaves it when another control is drawn there, or when something else took the focus meanwhile', () => {
    container.querySelectorAll('a').item(1).focus()
    const giveBack = noteFocus(container)
    draw(container, ['yarms', 'portfolio'])
    giveBack()
    expect(document.activeElement).toBe(document.body)

    container.querySelectorAll('a').item(0).focus()
    const giveBackAgain = noteFocus(container)
    draw(container, ['yarms', 'pre-yarms'])
    const elsewhere = document.createElement('button')
    document.body.append(elsewhere)
    elsewhere.focus()
    giveBackAgain()
    expect(document.activeElement).toBe(elsewhere)
    elsewhere.remove()
  })

  it('does nothing when the focus was not on the page', () => {
    const giveBack = noteFocus(container)
    draw(container, ['yarms', 'pre-yarms'])
    giveBack()
    expect(document.activeElement).toBe(document.body)
  })
})
