import { lazy, Suspense, useEffect } from 'react'
import { useConnectionEffect } from 'wagmi'
import { useWallet } from '../useWallet'
import { latestWalletStore, mobileLinkStore } from '../walletStorage'
import { walletStore } from '../walletStore'

const loadDialog = () => import('../connect/ConnectDialog')
const ConnectDialog = lazy(() => loadDialog().then((module) => ({ default: module.ConnectDialog })))

/**
 * Without a remembered wallet, the runtime is only loaded because someone reached for Connect Wallet:
 * fetch the dialog alongside it. A returning wallet loads the runtime to reconnect and seldom needs
 * the dialog, so it comes later, when the page is idle.
 */
const firstVisit = typeof window !== 'undefined' && latestWalletStore.read() === null
if (firstVisit) void loadDialog()

/** The app a disconnected session lived in is no longer the one to reopen for requests. */
const forgetMobileLink = () => mobileLinkStore.remove()
const close = () => walletStore.close()

/**
 * The connect modal, mounted while it is open so that every opening starts from the list. It stays
 * open into the verify view when the new connection still needs its signature (spec section 4).
 */
export function ConnectModal() {
  const wallet = useWallet()
  useConnectionEffect({ onDisconnect: forgetMobileLink })
  useEffect(() => {
    if (firstVisit) return
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 2000))
    idle(() => void loadDialog(), { timeout: 5000 })
  }, [])
  if (wallet.modal !== 'connect') return null
  return (
    <Suspense fallback={null}>
      <ConnectDialog onClose={close} />
    </Suspense>
  )
}
