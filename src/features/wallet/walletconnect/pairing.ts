import { createStore } from '@/lib/createStore'

/**
 * One WalletConnect pairing at a time. Framework-free so that it outlives the modal (closing and reopening
 * within the URI's life reuses it) and can be tested without a relay.
 */

export type PairingPhase =
  | 'idle'
  | 'creating'
  | 'ready'
  /** No URI came: the relay could not be reached (or answered too slowly). */
  | 'unreachable'
  /** The URI's proposal ran out while this page was open, unused: a new one replaces it quietly. */
  | 'expired'
  | 'failed'
  | 'rejected'
  | 'connected'
  /** A pairing handed to a wallet before a reload ran out while the page was gone: said, with Retry. */
  | 'lapsed'

export interface PairingState {
  phase: PairingPhase
  uri: string | null
  /** Counts starts; results of older starts are ignored. */
  generation: number
  resumedWalletId?: string
}

/** Spec: the pane says so within 10 s; the timer leaves room to render inside that bound. A later URI replaces the message. */
export const URI_TIMEOUT_MS = 8_000

type Message = { type: string; data?: unknown }

export interface PairingConnector {
  emitter: {
    on(event: 'message', listener: (message: Message) => void): void
    off(event: 'message', listener: (message: Message) => void): void
  }
}

export interface PairingDeps<C extends PairingConnector> {
  /** Created on first use (that loads the SDK); a promise while the runtime loads. The relay's time limit runs from then. */
  getConnector(): C | Promise<C>
  resetConnector(): void
  connect(connector: C): Promise<unknown>
  isUserRejection(error: unknown): boolean
  onConnected?(): void
}

const EXPIRED = /expired/i

export function createPairing<C extends PairingConnector>(deps: PairingDeps<C>) {
  const pairing = createStore<PairingState>({ phase: 'idle', uri: null, generation: 0 })
  /** Whether the current connector ever produced a URI: if not, it may be stuck and is replaced. */
  let connectorWorked = false

  const set = (patch: Partial<PairingState>) => pairing.set((state) => ({ ...state, ...patch }))

  function start(): void {
    const state = pairing.get()
    if (state.phase === 'creating' || state.phase === 'ready') return
    if (state.generation > 0 && !connectorWorked) deps.resetConnector()
    const generation = state.generation + 1
    const current = () => pairing.get().generation === generation
    set({ phase: 'creating', uri: null, generation, resumedWalletId: undefined })

    const connector = deps.getConnector()
    if (connector instanceof Promise)
      connector.then(run, () => {
        // The wallet runtime could not be loaded: nothing reaches the relay. Retry loads it again.
        if (current() && pairing.get().phase === 'creating') set({ phase: 'unreachable' })
      })
    else run(connector)

    function run(connector: C) {
      const onMessage = (message: Message) => {
        if (message.type !== 'display_uri' || typeof message.data !== 'string') return
        connectorWorked = true
        if (!current()) return
        clearTimeout(timer)
        set({ phase: 'ready', uri: message.data })
      }
      const timer = setTimeout(() => {
        if (current() && pairing.get().phase === 'creating') set({ phase: 'unreachable' })
      }, URI_TIMEOUT_MS)
      connector.emitter.on('message', onMessage)

      deps
        .connect(connector)
        .then(
          () => {
            deps.onConnected?.()
            if (current()) set({ phase: 'connected' })
          },
          (error: unknown) => {
            if (!current()) return
            const message = error instanceof Error ? error.message : String(error)
            if (deps.isUserRejection(error)) set({ phase: 'rejected', uri: null })
            else if (pairing.get().uri === null) set({ phase: 'unreachable' })
            else set({ phase: EXPIRED.test(message) ? 'expired' : 'failed', uri: null })
          },
        )
        .finally(() => {
          clearTimeout(timer)
          connector.emitter.off('message', onMessage)
        })
    }
  }

  return {
    get: pairing.get,
    subscribe: pairing.subscribe,
    start,
    /** Takes up a pairing handed to a wallet before the page reloaded. Only from idle: one started on this page wins. */
    resume(uri: string, walletId: string, answered: Promise<unknown>): void {
      if (pairing.get().phase !== 'idle') return
      const generation = pairing.get().generation + 1
      connectorWorked = true
      set({ phase: 'ready', uri, generation, resumedWalletId: walletId })
      answered.then(
        () => {
          deps.onConnected?.()
          if (pairing.get().generation === generation) set({ phase: 'connected' })
        },
        (error: unknown) => {
          if (pairing.get().generation !== generation) return
          set({ phase: deps.isUserRejection(error) ? 'rejected' : 'lapsed', uri: null })
        },
      )
    },
    lapse(walletId: string): void {
      if (pairing.get().phase === 'idle') set({ phase: 'lapsed', uri: null, resumedWalletId: walletId })
    },
    settle() {
      const { phase } = pairing.get()
      if (phase !== 'creating' && phase !== 'ready') set({ phase: 'idle', uri: null })
    },
  }
}

export type Pairing = ReturnType<typeof createPairing>
