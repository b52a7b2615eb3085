import { afterPaint } from '../../../lib/afterPaint'
import { createStore } from '../../../lib/createStore'
import {
  canOpenModal,
  hasWallet,
  INITIAL_WALLET_STATE,
  modalAfterStatusChange,
  type WalletModal,
  type WalletState,
} from './walletStatus'

export { hasWallet } from './walletStatus'

/** Framework-free: the runtime calls `report`, components subscribe through `useWallet`, anyone may ask for a modal. */
function createWalletStore() {
  const wallet = createStore<WalletState>(INITIAL_WALLET_STATE)
  const { set } = wallet
  let loadRuntime: (() => void) | null = null
  let loadConnectModal: (() => void) | null = null
  /** No wallet from an earlier visit: until the runtime says otherwise, the wallet is disconnected. */
  let knownDisconnected = false
  let pendingModal: WalletModal = 'none'
  /** Asked of the wallet before wagmi had settled: run once that account is back (see withWallet). */
  let pendingAction: { run: () => void; address: string | null } | null = null

  const store = {
    get: wallet.get,
    subscribe: wallet.subscribe,

    /** `knownDisconnected`: no wallet on an earlier visit, so the connect modal may open before the runtime reports. */
    setRuntimeLoader(loader: () => void, options: { knownDisconnected?: boolean } = {}) {
      loadRuntime = loader
      knownDisconnected = options.knownDisconnected ?? false
    },
    preload() {
      loadRuntime?.()
    },
    setConnectModalLoader(loader: () => void) {
      loadConnectModal = loader
    },
    prefetchConnectModal() {
      loadConnectModal?.()
    },

    /** Shown as reconnecting (as wagmi reports it until the wallet answers), so the header shows the account at once. */
    restore(saved: { address: string; chainId: number; chainName: string | null }) {
      const state = wallet.get()
      if (state.ready || state.status !== 'disconnected') return
      set({ ...state, status: 'reconnecting', ...saved, chainSupported: saved.chainName !== null })
    },

    /** Offline with nothing cached, or a chunk gone after a deploy: nothing waits on the runtime for ever. */
    runtimeFailed() {
      pendingAction = null
      pendingModal = 'none'
      const state = wallet.get()
      if (!state.ready && state.status === 'reconnecting')
        set({ ...INITIAL_WALLET_STATE, modal: state.modal })
    },

    report(patch: Partial<Omit<WalletState, 'modal' | 'ready'>>) {
      const state = wallet.get()
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
      // Another account came back than the one shown when asked: what was asked for that account is dropped.
      const sameAccount =
        action?.address == null || action.address.toLowerCase() === next.address?.toLowerCase()
      if (action && hasWallet(next) && sameAccount) action.run()
    },

    /** Once wagmi brings a wallet back, or the connect modal if none comes back. The last action asked for wins. */
    withWallet(action: () => void) {
      const state = wallet.get()
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
     * Spec section 4. Before the runtime is there, the connect modal opens at once when the wallet is known to be
     * disconnected (its list needs no runtime); anything else waits until it has settled.
     */
    open(modal: WalletModal): boolean {
      const state = wallet.get()
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
      if (wallet.get().modal !== 'none') set({ ...wallet.get(), modal: 'none' })
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
