import {
  canOpenModal,
  INITIAL_WALLET_STATE,
  modalAfterStatusChange,
  type WalletModal,
  type WalletState,
} from './walletState'

type Listener = () => void

/**
 * The bridge between the lazily loaded wallet runtime and the rest of the app. Framework-free: the
 * runtime calls `report`, components subscribe through `useWallet`, anyone may ask for a modal.
 */
function createWalletStore() {
  let state: WalletState = INITIAL_WALLET_STATE
  const listeners = new Set<Listener>()
  let loadRuntime: (() => void) | null = null
  let pendingModal: WalletModal = 'none'

  const set = (next: WalletState) => {
    if (next === state) return
    state = next
    for (const listener of listeners) listener()
  }

  return {
    getState: () => state,
    getServerState: () => INITIAL_WALLET_STATE,
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    /** Registered by the host that knows how to load the runtime. */
    setRuntimeLoader(loader: () => void) {
      loadRuntime = loader
    },
    /** Starts loading the runtime now (e.g. on hover of Connect Wallet, or on a page that needs it). */
    preload() {
      loadRuntime?.()
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
      set({ ...next, modal })
    },

    /** Opens a modal if the current state allows it (spec section 4); before the runtime is there, queues it. */
    open(modal: WalletModal): boolean {
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
      set(INITIAL_WALLET_STATE)
    },
  }
}

export const walletStore = createWalletStore()
