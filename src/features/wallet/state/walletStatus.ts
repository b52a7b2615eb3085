import { shortenNumber } from '@/lib/format'

/**
 * The wallet's state as the rest of the app sees it. It lives outside the wallet runtime (wagmi,
 * viem, connectors), which loads after the first paint; the runtime writes here, pages read here.
 */

/** Spec section 4: disconnected, connecting, connected, unauthenticated, and also reconnecting. */
export type WalletStatus = 'disconnected' | 'connecting' | 'reconnecting' | 'unauthenticated' | 'connected'

export type WalletModal = 'none' | 'connect' | 'account' | 'chain'

export interface WalletBalance {
  /** The amount in whole coins (e.g. ETH, not wei); shown through `balanceText` in the active locale. */
  amount: number
  /** Already shortened for display in en-US (k/m/b/t). */
  display: string
  symbol: string
}

/** A balance shortened for display: 1.2k (en-US), 1,2 k (fr-FR); four decimals below one coin. */
export function balanceText(amount: number, locale = 'en-US'): string {
  return amount > 0 && amount < 1 ? shortenNumber(amount, locale, 4) : shortenNumber(amount, locale)
}

export interface WalletState {
  /** Whether the wallet runtime has loaded and reported at least once. */
  ready: boolean
  status: WalletStatus
  address: string | null
  chainId: number | null
  /** False when the wallet is on a chain the app does not support (Wrong network). */
  chainSupported: boolean
  chainName: string | null
  connectorName: string | null
  /**
   * The wallet app on this phone that a WalletConnect session lives in (its mobile-link record), where
   * requests are confirmed: views then say 'Continue in {walletApp}'. Null for any other wallet.
   */
  walletApp: string | null
  ensName: string | null
  balance: WalletBalance | null
  modal: WalletModal
}

export const INITIAL_WALLET_STATE: WalletState = {
  ready: false,
  status: 'disconnected',
  address: null,
  chainId: null,
  chainSupported: true,
  chainName: null,
  connectorName: null,
  walletApp: null,
  ensName: null,
  balance: null,
  modal: 'none',
}

/** A wallet the app can ask things of: connected (verified or not), with its address. */
export function hasWallet(state: Pick<WalletState, 'status' | 'address'>): boolean {
  return state.address !== null && (state.status === 'connected' || state.status === 'unauthenticated')
}

/**
 * Spec section 4: the connect modal opens only when disconnected or unauthenticated; the account
 * and network modals only when connected, the account modal also needing a supported chain.
 */
export function canOpenModal(
  modal: WalletModal,
  state: Pick<WalletState, 'status' | 'chainSupported'>,
): boolean {
  switch (modal) {
    case 'none':
      return true
    case 'connect':
      return state.status === 'disconnected' || state.status === 'unauthenticated'
    case 'account':
      return (state.status === 'connected' || state.status === 'unauthenticated') && state.chainSupported
    case 'chain':
      return state.status === 'connected' || state.status === 'unauthenticated'
  }
}

/**
 * Spec section 4: every modal closes on connect and on disconnect, except that a connection that still
 * needs its signature goes straight on to the verify view inside the connect modal.
 */
export function modalAfterStatusChange(
  previous: WalletStatus,
  next: WalletStatus,
  modal: WalletModal,
): WalletModal {
  const connectedBefore = previous === 'connected' || previous === 'unauthenticated'
  const connectedNow = next === 'connected' || next === 'unauthenticated'
  if (connectedBefore === connectedNow) {
    // Verification finished (unauthenticated → connected): the connect modal's work is done.
    if (previous === 'unauthenticated' && next === 'connected' && modal === 'connect') return 'none'
    return modal
  }
  if (connectedNow && next === 'unauthenticated' && modal === 'connect') return 'connect'
  return 'none'
}
