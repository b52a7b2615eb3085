import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPairing, type PairingConnector, URI_TIMEOUT_MS } from './pairing'

type Listener = (message: { type: string; data?: unknown }) => void

function fakeConnector() {
  const listeners = new Set<Listener>()
  return {
    emitter: {
      on: (_: 'message', listener: Listener) => listeners.add(listener),
      off: (_: 'message', listener: Listener) => listeners.delete(listener),
    },
    displayUri(uri: string) {
      for (const listener of [...listeners]) listener({ type: 'display_uri', data: uri })
    },
    listenerCount: () => listeners.size,
  } satisfies PairingConnector & Record<string, unknown>
}

function setup() {
  const connectors: ReturnType<typeof fakeConnector>[] = []
  let current: ReturnType<typeof fakeConnector> | null = null
  const calls: { resolve: () => void; reject: (error: unknown) => void }[] = []
  const onConnected = vi.fn()
  const pairing = createPairing({
    getConnector: () => {
      if (!current) {
        current = fakeConnector()
        connectors.push(current)
      }
      return current
    },
    resetConnector: () => {
      current = null
    },
    connect: () =>
      new Promise<void>((resolve, reject) => {
        calls.push({ resolve, reject })
      }),
    isUserRejection: (error) => (error as { code?: number }).code === 4001,
    onConnected,
  })
  return { pairing, connectors, calls, onConnected }
}

const flush = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('WalletConnect pairing', () => {
  it('creates one URI and reuses it while it is pending', async () => {
    const { pairing, connectors, calls } = setup()
    pairing.start()
    expect(pairing.getState()).toMatchObject({ phase: 'creating', uri: null })
    connectors[0]?.displayUri('wc:abc@2')
    expect(pairing.getState()).toMatchObject({ phase: 'ready', uri: 'wc:abc@2' })
    pairing.start()
    expect(calls).toHaveLength(1)
  })

  it('says the relay is unreachable when no URI comes in time, and recovers if it comes late', async () => {
    const { pairing, connectors } = setup()
    pairing.start()
    await vi.advanceTimersByTimeAsync(URI_TIMEOUT_MS - 1)
    expect(pairing.getState().phase).toBe('creating')
    await vi.advanceTimersByTimeAsync(1)
    expect(pairing.getState().phase).toBe('unreachable')
    expect(URI_TIMEOUT_MS).toBeLessThan(10_000)
    connectors[0]?.displayUri('wc:late@2')
    expect(pairing.getState()).toMatchObject({ phase: 'ready', uri: 'wc:late@2' })
  })

  it('replaces a connector that never produced a URI when retried, keeps one that did', async () => {
    const { pairing, connectors, calls } = setup()
    pairing.start()
    calls[0]?.reject(new Error("Couldn't establish socket connection to the relay server"))
    await flush()
    expect(pairing.getState().phase).toBe('unreachable')
    pairing.start()
    expect(connectors).toHaveLength(2)
    connectors[1]?.displayUri('wc:second@2')
    calls[1]?.reject(new Error('Proposal expired'))
    await flush()
    expect(pairing.getState()).toMatchObject({ phase: 'expired', uri: null })
    pairing.start()
    expect(connectors).toHaveLength(2)
  })

  it('tells a rejection and a failure apart, and ignores outcomes of older starts', async () => {
    const { pairing, connectors, calls } = setup()
    pairing.start()
    connectors[0]?.displayUri('wc:one@2')
    calls[0]?.reject({ code: 4001, message: 'User rejected.' })
    await flush()
    expect(pairing.getState().phase).toBe('rejected')
    pairing.settle()
    expect(pairing.getState()).toMatchObject({ phase: 'idle', uri: null })

    pairing.start()
    connectors[0]?.displayUri('wc:two@2')
    calls[1]?.reject(new Error('Session settlement failed'))
    await flush()
    expect(pairing.getState().phase).toBe('failed')

    pairing.start()
    calls[1]?.reject(new Error('late'))
    await flush()
    expect(pairing.getState().phase).toBe('creating')
  })

  it('reports a connection, and stops listening once settled', async () => {
    const { pairing, connectors, calls, onConnected } = setup()
    pairing.start()
    connectors[0]?.displayUri('wc:one@2')
    calls[0]?.resolve()
    await flush()
    expect(pairing.getState().phase).toBe('connected')
    expect(onConnected).toHaveBeenCalledOnce()
    expect(connectors[0]?.listenerCount()).toBe(0)
  })

  it('takes up a pairing from before a reload: its URI is ready again, and its answer connects', async () => {
    const { pairing, calls, onConnected } = setup()
    let answer: () => void = () => {}
    pairing.resume('wc:old@2', 'metaMask', new Promise<void>((resolve) => (answer = resolve)))
    expect(pairing.getState()).toMatchObject({ phase: 'ready', uri: 'wc:old@2', resumedWalletId: 'metaMask' })
    // The modal's phone preparation does not replace it with a new pairing.
    pairing.start()
    expect(calls).toHaveLength(0)
    answer()
    await flush()
    expect(pairing.getState().phase).toBe('connected')
    expect(onConnected).toHaveBeenCalledOnce()
  })

  it('a resumed pairing that runs out lapses; Retry starts a new one', async () => {
    const { pairing, connectors, calls } = setup()
    let fail: (error: unknown) => void = () => {}
    pairing.resume('wc:old@2', 'metaMask', new Promise<void>((_, reject) => (fail = reject)))
    fail(new Error('The pairing expired'))
    await flush()
    expect(pairing.getState()).toMatchObject({ phase: 'lapsed', uri: null })
    pairing.start()
    expect(pairing.getState()).toMatchObject({ phase: 'creating', resumedWalletId: undefined })
    connectors[0]?.displayUri('wc:new@2')
    expect(calls).toHaveLength(1)
    expect(pairing.getState()).toMatchObject({ phase: 'ready', uri: 'wc:new@2' })
  })

  it('a pairing that had run out before the page loaded lapses at once, and only from idle', () => {
    const { pairing, connectors } = setup()
    pairing.lapse('metaMask')
    expect(pairing.getState()).toMatchObject({ phase: 'lapsed', resumedWalletId: 'metaMask' })
    pairing.start()
    connectors[0]?.displayUri('wc:new@2')
    pairing.lapse('metaMask')
    expect(pairing.getState().phase).toBe('ready')
  })

  it('waits for a connector that is still loading, counting the relay time limit from when it is there', async () => {
    const connector = fakeConnector()
    let provide: (value: typeof connector) => void = () => {}
    const connect = vi.fn(() => new Promise<void>(() => {}))
    const pairing = createPairing({
      getConnector: () =>
        new Promise<typeof connector>((resolve) => {
          provide = resolve
        }),
      resetConnector: () => {},
      connect,
      isUserRejection: () => false,
    })
    pairing.start()
    expect(pairing.getState().phase).toBe('creating')
    await vi.advanceTimersByTimeAsync(URI_TIMEOUT_MS)
    expect(pairing.getState().phase).toBe('creating')
    expect(connect).not.toHaveBeenCalled()
    provide(connector)
    await flush()
    expect(connect).toHaveBeenCalledOnce()
    connector.displayUri('wc:late@2')
    expect(pairing.getState()).toMatchObject({ phase: 'ready', uri: 'wc:late@2' })
  })

  it('says the relay cannot be reached when the connector cannot be loaded, and tries again', async () => {
    const connector = fakeConnector()
    const getConnector = vi
      .fn<() => Promise<typeof connector>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(connector)
    const pairing = createPairing({
      getConnector,
      resetConnector: () => {},
      connect: () => new Promise<void>(() => {}),
      isUserRejection: () => false,
    })
    pairing.start()
    await flush()
    expect(pairing.getState().phase).toBe('unreachable')
    pairing.start()
    await flush()
    connector.displayUri('wc:again@2')
    expect(pairing.getState()).toMatchObject({ phase: 'ready', uri: 'wc:again@2' })
  })
})
