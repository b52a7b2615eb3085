import { useStore } from '@/lib/useStore'
import { INITIAL_WALLET_STATE, type WalletState } from './state/walletStatus'
import { walletStore } from './state/walletStore'

const serverWallet = () => INITIAL_WALLET_STATE

/** The wallet as the page sees it; disconnected while rendering static HTML and hydrating. */
export function useWallet(): WalletState {
  return useStore(walletStore, serverWallet)
}
