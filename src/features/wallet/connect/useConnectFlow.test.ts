import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPairing, type PairingConnector } from '../walletconnect/pairing'
import { metaMask } from './registry'
import { useConnectFlow } from './useConnectFlow'
import type { WalletEntry } from './walletCatalogue'

type Listener = (message: { type: string; data?: unknown }) => void

/** The pairing the flow reads, with a WalletConnect connector that the test makes produce its URI. */
const fake = vi.hoisted(() => {
  const state = {
    listeners: new Set<(message: { type: string; data?: unknown }) => void>(),
    /** Resolves the connector: the wallet runtime arriving. */
    provide: null as (() => void) | null,
    opened: [] as string[],
    pairing: null as unknown as ReturnType<typeof createPairing>,
  }
  return state
})

vi.mock('../walletconnect/deepLink', () => ({
  openWalletLink: (href: string) => {
    fake.opened.push(href)
    return true
  },
}))

vi.mock('./connection', () => ({
  abandonPendingConnect: () => {},
  connectInstalled: async () => {},
  isUserRejection: () => false,
  rememberPendingPairing: () => {},
  setPairedWallet: () => {},
  WalletNotInstalledError: class extends Error {},
  get walletConnectPairing() {
    return fake.pairing
  },
}))

const connector: PairingConnector = {
  emitter: {
    on: (_: 'message', listener: Listener) => fake.listeners.add(listener),
    off: (_: 'message', listener: Listener) => fake.listeners.delete(listener),
  },
}
const displayUri = (uri: string) => {
  for (const listener of [...fake.listeners]) listener({ type: 'display_uri', data: uri })
}

const wallet: WalletEntry = {
  ...metaMask,
  groupName: 'Popular',
  groupIndex: 0,
  recent: false,
  connector: null,
}
const OLD = 'wc:0ld@2?expiryTimestamp=1&relay-protocol=irn&symKey=1'
const NEW = 'wc:9ew@2?expiryTimestamp=2&relay-protocol=irn&symKey=2'
const uriOf = (href: string) => new URL(href).searchParams.get('uri')

beforeEach(() => {
  fake.listeners.clear()
  fake.opened.length = 0
  fake.pairing = createPairing({
    // The wallet runtime (and with it the connector) is still on its way, as after a reload.
    getConnector: () =>
      new Promise<PairingConnector>((resolve) => {
        fake.provide = () => resolve(connector)
      }),
    resetConnector: () => {},
    connect: () => new Promise<void>(() => {}),
    isUserRejection: () => false,
  })
})

afterEach(() => {
  fake.provide = null
})

function renderFlow() {
  return renderHook(() =>
    useConnectFlow({
      platform: { device: 'phone', os: 'ios', browser: 'safari' },
      prepareWalletConnect: true,
      onQuietReturn: () => {},
      resumed: { wallet, route: 'walletconnect-mobile' },
    }),
  )
}

describe('Retry after a pairing from before a reload ran out', () => {
  it('never offers or opens the old URI: nothing to open until the new one exists, then only the new one', async () => {
    // The pane of a pairing handed to MetaMask before the reload, taken up again, which then ran out.
    let lapse: (error: unknown) => void = () => {}
    fake.pairing.resume(OLD, 'metaMask', new Promise((_, reject) => (lapse = reject)))
    const { result } = renderFlow()
    expect(result.current.attempt).toMatchObject({ status: 'continue-in-app', uri: OLD })
    await act(async () => lapse(new Error('The proposal expired')))
    expect(result.current.attempt).toMatchObject({ status: 'lapsed', uri: null })

    act(() => result.current.retry())
    // Until the new pairing's URI is there: no "Continue in…" (so no Open button), and Open opens nothing.
    expect(result.current.attempt).toMatchObject({ status: 'connecting', uri: null })
    act(() => result.current.openApp())
    expect(fake.opened).toEqual([])

    await act(async () => fake.provide?.())
    expect(result.current.attempt).toMatchObject({ status: 'connecting', uri: null })
    act(() => displayUri(NEW))
    expect(result.current.attempt).toMatchObject({ status: 'continue-in-app', uri: NEW })
    act(() => result.current.openApp())
    expect(fake.opened.map(uriOf)).toEqual([NEW])
  })
})

describe('Preparing the pairing on a phone', () => {
  it('starts it once the list has painted, not in the render that shows the list', () => {
    vi.useFakeTimers()
    try {
      renderHook(() =>
        useConnectFlow({
          platform: { device: 'phone', os: 'ios', browser: 'safari' },
          prepareWalletConnect: true,
          onQuietReturn: () => {},
        }),
      )
      expect(fake.pairing.getState().phase).toBe('idle')
      act(() => vi.runAllTimers())
      expect(fake.pairing.getState().phase).toBe('creating')
    } finally {
      vi.useRealTimers()
    }
  })
})
