import { lazy, Suspense, useEffect, useState } from 'react'
import { lazyComponent } from '@/lib/lazyComponent'
import { announcedWallets, inFrame } from './announced'
import { importRuntime } from './runtimeModule'
import { useWallet } from './useWallet'
import { walletStore } from './walletStore'

// Installed wallets announce themselves (EIP-6963) from the first load on: the connect modal lists
// them without waiting for the wallet runtime.
if (typeof window !== 'undefined') announcedWallets.watch()

const WalletRuntime = lazy(importRuntime)

const connectDialog = lazyComponent(() =>
  import('./connect/ConnectDialog').then((module) => module.ConnectDialog),
)
const prefetchDialog = () => connectDialog.prefetch()

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

const whenIdle = (callback: () => void, fallbackMs: number) =>
  window.requestIdleCallback
    ? window.requestIdleCallback(callback, { timeout: 5000 })
    : window.setTimeout(callback, fallbackMs)

const close = () => walletStore.close()

/**
 * One opening of the connect modal. Its code, usually fetched ahead, is rendered directly: suspending
 * on it even for a moment would hold the list back by React's 300 ms throttle on revealing suspended
 * content. Chosen once per opening, so the dialog is never swapped (and reset) while open.
 */
function OpenConnectModal() {
  const [Dialog] = useState(connectDialog.current)
  return (
    <Suspense fallback={null}>
      <Dialog onClose={close} />
    </Suspense>
  )
}

/**
 * The connect modal, mounted while it is open so that every opening starts from the list. It renders
 * without the wallet runtime: what needs wagmi inside it waits for the runtime (see connect/connection).
 */
function ConnectModal() {
  const wallet = useWallet()
  return wallet.modal === 'connect' ? <OpenConnectModal /> : null
}

/**
 * Loads the wallet runtime after the first paint: soon for returning wallets (wagmi reconnects them),
 * otherwise on first need (Connect Wallet pressed, a wallet chosen, a page that needs the wallet). The
 * connect modal's own code is fetched when the page is idle and on hover, focus or touch of Connect
 * Wallet; its click shows the list at once and starts the runtime alongside.
 */
export function WalletHost() {
  const [load, setLoad] = useState(false)
  useEffect(() => {
    const returning = hadConnection()
    // Inside a Safe app the Safe connector may connect by itself once the runtime is there.
    walletStore.setRuntimeLoader(() => setLoad(true), { knownDisconnected: !returning && !inFrame() })
    walletStore.setConnectModalLoader(prefetchDialog)
    if (!returning) {
      whenIdle(prefetchDialog, 200)
      return
    }
    // The reconnect comes first; a returning wallet seldom needs the modal, fetched after the runtime.
    whenIdle(() => {
      setLoad(true)
      importRuntime().then(
        () => whenIdle(prefetchDialog, 2000),
        () => {},
      )
    }, 200)
  }, [])
  return (
    <>
      {load && (
        <Suspense fallback={null}>
          <WalletRuntime />
        </Suspense>
      )}
      <ConnectModal />
    </>
  )
}
