import { createStore } from '@/lib/createStore'

/**
 * One WalletConnect pairing at a time: the URI the QR code shows and the phone links carry, and the
 * connection waiting on it. Framework-free so that it outlives the modal (a phone prepares the URI
 * when the modal opens; closing and reopening within the URI's life reuses it) and can be tested
 * without a relay.
 */

export type PairingPhase =
  | 'idle'
  /** Loading the SDK, reaching the relay, creating the URI. */
  | 'creating'
  /** The URI is there; waiting for a wallet to use it. */
  | 'ready'
  /** No URI came: the relay could not be reached (or answered too slowly). */
  | 'unreachable'
  /** The URI's proposal ran out while this page was open, unused: a new one replaces it quietly. */
  | 'expired'
  | 'failed'
  /** The person said no in the wallet. */
  | 'rejected'
  | 'connected'
  /** A pairing handed to a wallet before a reload ran out while the page was gone: said, with Retry. */
  | 'lapsed'

export interface PairingState {
  phase: PairingPhase
  uri: string | null
  /** Counts starts; results of older starts are ignored. */
  generation: number
  /** The wallet the pairing was handed to before a reload, when it was restored from storage. */
  resumedWalletId?: string
}

/**
 * Spec/brief: if the relay cannot be reached the pane says so within 10 s. The timer leaves room for
 * the pane to render inside that bound; a URI that still arrives later replaces the message.
 */
export const URI_TIMEOUT_MS = 8_000

type Message = { type: string; data?: unknown }

export interface PairingConnector {
  emitter: {
    on(event: 'message', listener: (message: Message) => void): void
    off(event: 'message', listener: (message: Message) => void): void
  }
}

export interface PairingDeps<C extends PairingConnector> {
  /**
   * The WalletConnect connector, created on first use (that is what loads the SDK); a promise while the
   * wallet runtime that makes it is still loading. The relay's time limit runs from when it is there.
   */
  getConnector(): C | Promise<C>
  /** Forgets a connector whose SDK never produced a URI, so that a retry starts from scratch. */
  resetConnector(): void
  connect(connector: C): Promise<unknown>
  isUserRejection(error: unknown): boolean
  /** A connection made through this pairing, whichever start it came from. */
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
    /** Creates a URI unless one is on its way or waiting; after a failure, tries again. */
    start,
    /**
     * Takes up a pairing handed to a wallet before the page reloaded: its URI is ready again (for
     * "Open {wallet}"), `answered` settles once the wallet's held answer is applied, or fails when the
     * proposal runs out (lapsed). Only from idle: a pairing started on this page wins.
     */
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
    /** A pairing from before the reload that had already run out: the modal says so and offers Retry. */
    lapse(walletId: string): void {
      if (pairing.get().phase === 'idle') set({ phase: 'lapsed', uri: null, resumedWalletId: walletId })
    },
    /** Forgets an outcome the modal has dealt with (a rejection, a connection), keeping nothing pending. */
    settle() {
      const { phase } = pairing.get()
      if (phase !== 'creating' && phase !== 'ready') set({ phase: 'idle', uri: null })
    },
  }
}

export type Pairing = ReturnType<typeof createPairing>
