import { shortenNumber } from '@/lib/format'

/** The wallet as the rest of the app sees it: the runtime, which loads after the first paint, writes here. */

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
  ready: boolean
  status: WalletStatus
  address: string | null
  chainId: number | null
  /** False when the wallet is on a chain the app does not support (Wrong network). */
  chainSupported: boolean
  chainName: string | null
  connectorName: string | null
  /** The phone wallet app a WalletConnect session lives in: views then say 'Continue in {walletApp}'. */
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

export function hasWallet(state: Pick<WalletState, 'status' | 'address'>): boolean {
  return state.address !== null && (state.status === 'connected' || state.status === 'unauthenticated')
}

/** Spec section 4. */
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

/** Spec section 4: every modal closes on connect and disconnect, but a connection needing its signature goes on to verify. */
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
