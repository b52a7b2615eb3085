// Imported first by main.tsx, so that it runs before the rest of the first load evaluates.
import { loadRuntimeForReturningWallet } from '@/features/wallet/runtimeLoad'

/**
 * Demo builds only: /phone-wallet is a wallet app of its own, without the app's WalletConnect client, which
 * would share this origin's storage with it (its HTML exists in demo builds alone).
 */
export const phoneWalletPage =
  import.meta.env.VITE_DEV_TOOLS === 'true' &&
  window.location.pathname.replace(/\/+$/, '') === '/phone-wallet'

/**
 * A wallet connected on an earlier visit: its runtime is fetched while the rest of the app evaluates, so that
 * wagmi reconnects sooner.
 */
export const returningWallet = !phoneWalletPage && loadRuntimeForReturningWallet()
