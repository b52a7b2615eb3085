import { memo } from 'react'
import { WagmiContext } from 'wagmi'
import { reconnect } from 'wagmi/actions'
import { isUserRejection } from '@/chains/errors'
import type { WalletRuntimePort } from '../runtimePort'
import { PENDING_REQUEST_KEY } from '../state/storageKeys'
import { walletStore } from '../state/walletStore'
import {
  ensureWalletConnect,
  hadWalletConnectSession,
  hasPendingWalletConnectRequest,
  resetWalletConnect,
} from '../walletconnect/connector'
import { returnCheck } from '../walletconnect/pairingSession'
import { refreshRelay } from '../walletconnect/relayStatus'
import { wagmiRestored } from '../walletconnect/sdkInternals'
import { AccountModal } from './AccountModal'
import { ChainModal } from './ChainModal'
import { connectInstalledWallet, connectWith, endConnecting, resumePendingPairing } from './connectors'
import { TransactionWatcher } from './TransactionWatcher'
import { WalletSync } from './WalletSync'
import { wagmiConfig } from './wagmiConfig'

// A WalletConnect session from an earlier visit must exist as a connector before wagmi reconnects.
if (hadWalletConnectSession()) ensureWalletConnect()
// A pairing handed to a wallet app before a reload: its pane shows while the wallet's answer is taken up.
if (resumePendingPairing()) walletStore.open('connect')
// A request sent to a wallet app before a reload: its answer is taken up (code loaded only then).
else if (hadPendingRequest())
  void import('../walletconnect/resume/takeUpRequest').then(
    (module) => module.takeUpRequest(),
    () => {},
  )
if (typeof window !== 'undefined') returnCheck.install()

function hadPendingRequest(): boolean {
  try {
    return localStorage.getItem(PENDING_REQUEST_KEY) !== null
  } catch {
    return false
  }
}

/**
 * wagmi's reconnect, started once its saved state is read back, when this module runs rather than when
 * React mounts a WagmiProvider: a returning wallet's runtime is fetched first thing (runtimeLoad), so wagmi
 * reaches the wallet while the page hydrates. Resolves once it has finished: a connection started later cannot be undone by it.
 */
export const settled: Promise<void> = wagmiRestored()
  .then(() => reconnect(wagmiConfig))
  .then(
    () => {},
    () => {},
  )

/** wagmi's context alone: WagmiProvider would reconnect again on mount, and `settled` has done it. */
export const WalletRuntime = memo(function WalletRuntime() {
  return (
    <WagmiContext.Provider value={wagmiConfig}>
      <WalletSync />
      <TransactionWatcher />
      <AccountModal />
      <ChainModal />
    </WagmiContext.Provider>
  )
})

export const walletRuntime: WalletRuntimePort = {
  settled,
  ensureWalletConnect,
  resetWalletConnect,
  connectWith,
  connectInstalledWallet,
  endConnecting,
  isUserRejection,
  hasPendingWalletConnectRequest,
  refreshRelay,
  loadVerifyView: () => import('./VerifyView').then((module) => module.VerifyView),
}
