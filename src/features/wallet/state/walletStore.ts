import { afterPaint } from '../../../lib/afterPaint'
import {
  canOpenModal,
  hasWallet,
  INITIAL_WALLET_STATE,
  modalAfterStatusChange,
  type WalletModal,
  type WalletState,
} from './walletStatus'

export { hasWallet } from './walletStatus'

type Listener = () => void

/**
 * The bridge between the lazily loaded wallet runtime and the rest of the app. Framework-free: the
 * runtime calls `report`, components subscribe through `useWallet`, anyone may ask for a modal.
 */
function createWalletStore() {
  let state: WalletState = INITIAL_WALLET_STATE
  const listeners = new Set<Listener>()
  let loadRuntime: (() => void) | null = null
  let loadConnectModal: (() => void) | null = null
  /** No wallet from an earlier visit: until the runtime says otherwise, the wallet is disconnected. */
  let knownDisconnected = false
  let pendingModal: WalletModal = 'none'
  /**
   * Something asked of the wallet before wagmi had settled, and the account shown then (if any): run once
   * a wallet is back, only if it is that account (see withWallet).
   */
  let pendingAction: { run: () => void; address: string | null } | null = null

  const set = (next: WalletState) => {
    if (next === state) return
    state = next
    for (const listener of listeners) listener()
  }

  const store = {
    getState: () => state,
    getServerState: () => INITIAL_WALLET_STATE,
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    /**
     * Registered by the host that knows how to load the runtime. `knownDisconnected`: no wallet was
     * connected on an earlier visit, so the connect modal may open before the runtime has reported.
     */
    setRuntimeLoader(loader: () => void, options: { knownDisconnected?: boolean } = {}) {
      loadRuntime = loader
      knownDisconnected = options.knownDisconnected ?? false
    },
    /** Starts loading the runtime now (e.g. on a page that needs it, or when a wallet is chosen). */
    preload() {
      loadRuntime?.()
    },
    /** Registered by the host that renders the connect modal: fetches its code. */
    setConnectModalLoader(loader: () => void) {
      loadConnectModal = loader
    },
    /** Fetches the connect modal's code now (hover, focus or touch of Connect Wallet). */
    prefetchConnectModal() {
      loadConnectModal?.()
    },

    /**
     * A returning wallet, from wagmi's saved state, before the runtime has loaded: shown as reconnecting
     * (as wagmi itself reports it until the wallet answers), so the header shows the account at once
     * instead of Connect Wallet. Only a chain the app knows; the runtime's first report replaces it.
     */
    restore(wallet: { address: string; chainId: number; chainName: string | null }) {
      if (state.ready || state.status !== 'disconnected') return
      set({ ...state, status: 'reconnecting', ...wallet, chainSupported: wallet.chainName !== null })
    },

    /**
     * The runtime could not be loaded (offline with nothing cached, a chunk gone after a deploy): a
     * restored wallet is not shown as coming back for ever, and nothing waits on it.
     */
    runtimeFailed() {
      pendingAction = null
      pendingModal = 'none'
      if (!state.ready && state.status === 'reconnecting')
        set({ ...INITIAL_WALLET_STATE, modal: state.modal })
    },

    /** Called by the runtime with what wagmi and the session say. */
    report(patch: Partial<Omit<WalletState, 'modal' | 'ready'>>) {
      const status = patch.status ?? state.status
      let modal = modalAfterStatusChange(state.status, status, state.modal)
      const next = { ...state, ...patch, ready: true }
      // A modal asked for while loading waits until wagmi has settled (restoring a session first).
      const settled = status !== 'connecting' && status !== 'reconnecting'
      if (pendingModal !== 'none' && settled) {
        if (canOpenModal(pendingModal, next)) modal = pendingModal
        pendingModal = 'none'
      }
      const action = settled ? pendingAction : null
      if (action) {
        pendingAction = null
        if (!hasWallet(next) && canOpenModal('connect', next)) modal = 'connect'
      }
      set({ ...next, modal })
      // Another account came back than the one shown when asked (switched in the wallet meanwhile): what
      // was asked for that account is dropped, the header now shows the other one.
      const sameAccount =
        action?.address == null || action.address.toLowerCase() === next.address?.toLowerCase()
      if (action && hasWallet(next) && sameAccount) action.run()
    },

    /**
     * Runs `action` (open a deposit, a withdrawal…) with a connected wallet: at once when there is one;
     * while wagmi may still bring one back (reconnecting, or before the runtime has reported on a
     * returning visit), once it is back, or the connect modal if none comes back; otherwise the connect
     * modal. The last action asked for wins.
     */
    withWallet(action: () => void) {
      if (hasWallet(state)) {
        action()
        return
      }
      if (state.status === 'reconnecting' || (!state.ready && !knownDisconnected)) {
        pendingAction = { run: action, address: state.address }
        loadRuntime?.()
        return
      }
      store.open('connect')
    },

    /**
     * Opens a modal if the current state allows it (spec section 4). Before the runtime is there, the
     * connect modal opens at once when the wallet is known to be disconnected (its list needs no
     * runtime, which starts loading once the list has painted: started in the click, its lazy import
     * and render would hold the list's frame back); anything else is queued until the runtime has
     * settled. A wallet chosen before then starts the runtime itself (see whenRuntime).
     */
    open(modal: WalletModal): boolean {
      if (!state.ready && modal === 'connect' && knownDisconnected) {
        pendingModal = 'none'
        set({ ...state, modal })
        afterPaint(() => loadRuntime?.())
        return true
      }
      if (!state.ready || state.status === 'reconnecting') {
        pendingModal = modal
        loadRuntime?.()
        return true
      }
      if (!canOpenModal(modal, state)) return false
      set({ ...state, modal })
      return true
    },

    close() {
      pendingModal = 'none'
      if (state.modal !== 'none') set({ ...state, modal: 'none' })
    },

    /** For tests only. */
    reset() {
      pendingModal = 'none'
      pendingAction = null
      knownDisconnected = false
      set(INITIAL_WALLET_STATE)
    },
  }
  return store
}

export const walletStore = createWalletStore()
