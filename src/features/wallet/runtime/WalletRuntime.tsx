import { memo } from 'react'
import { WagmiContext } from 'wagmi'
import { isUserRejection } from '@/chains/errors'
import type { WalletRuntimePort } from '../runtimePort'
import { PENDING_REQUEST_KEY } from '../state/storageKeys'
import { walletStore } from '../state/walletStore'
import {
  ensureWalletConnect,
  hasPendingWalletConnectRequest,
  resetWalletConnect,
} from '../walletconnect/connector'
import { returnCheck } from '../walletconnect/pairingSession'
import { refreshRelay } from '../walletconnect/relayStatus'
import { AccountModal } from './AccountModal'
import { ChainModal } from './ChainModal'
import { connectInstalledWallet, connectWith, endConnecting, resumePendingPairing } from './connectors'
import { settled } from './reconnect'
import { TransactionWatcher } from './TransactionWatcher'
import { WalletSync } from './WalletSync'
import { wagmiConfig } from './wagmiConfig'

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
