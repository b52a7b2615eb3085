import { lazy, Suspense, useEffect, useState } from 'react'
import { walletStore } from './walletStore'

const WalletRuntime = lazy(() => import('./runtime/WalletRuntime'))

/**
 * A wallet connected on an earlier visit, or a pairing handed to a wallet app before the page reloaded:
 * reconnect (or take up the wallet's answer) soon after the first paint, without a click.
 */
function hadConnection(): boolean {
  try {
    return Boolean(
      localStorage.getItem('wagmi.recentConnectorId') ||
        localStorage.getItem('yarm.wallet.latest') ||
        localStorage.getItem('yarm.wallet.pendingPairing'),
    )
  } catch {
    return false
  }
}

/**
 * Loads the wallet runtime after the first paint: at once for returning wallets, otherwise on first
 * need (Connect Wallet pressed or hovered, a page that needs the wallet).
 */
export function WalletHost() {
  const [load, setLoad] = useState(false)
  useEffect(() => {
    walletStore.setRuntimeLoader(() => setLoad(true))
    if (!hadConnection()) return
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200))
    idle(() => setLoad(true))
  }, [])
  if (!load) return null
  return (
    <Suspense fallback={null}>
      <WalletRuntime />
    </Suspense>
  )
}
