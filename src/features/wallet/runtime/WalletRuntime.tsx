import { memo, useEffect } from 'react'
import { WagmiProvider } from 'wagmi'
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

let markMounted: () => void = () => {}
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve
})

/** Resolves once WagmiProvider's reconnect on mount has finished: it could undo a connection started earlier. */
export const settled: Promise<void> = mounted.then(
  () =>
    new Promise<void>((resolve) => {
      const busy = () =>
        wagmiConfig.state.status === 'connecting' || wagmiConfig.state.status === 'reconnecting'
      if (!busy()) {
        resolve()
        return
      }
      const stop = wagmiConfig.subscribe(
        (state) => state.status,
        () => {
          if (busy()) return
          stop()
          resolve()
        },
      )
    }),
)

/** Memoised with no props: WagmiProvider reconnects on every render of its own. */
export const WalletRuntime = memo(function WalletRuntime() {
  // After WagmiProvider's render, which started its reconnect.
  useEffect(() => {
    markMounted()
  }, [])
  return (
    <WagmiProvider config={wagmiConfig}>
      <WalletSync />
      <TransactionWatcher />
      <AccountModal />
      <ChainModal />
    </WagmiProvider>
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
