import { useSyncExternalStore } from 'react'
import type { WalletState } from './state/walletStatus'
import { walletStore } from './state/walletStore'

/** The wallet as the page sees it; disconnected while rendering static HTML and hydrating. */
export function useWallet(): WalletState {
  return useSyncExternalStore(walletStore.subscribe, walletStore.getState, walletStore.getServerState)
}
