import { Activity, lazy, Suspense, useEffect, useRef, useState } from 'react'
import { chainName } from '@/chains/ids'
import { lazyComponent } from '@/lib/lazyComponent'
import { runtimeModule } from './runtimeLoad'
import { importRuntime } from './runtimePort'
import { announcedWallets, inFrame } from './state/announcedWallets'
import { walletStore } from './state/walletStore'
import { useWallet } from './useWallet'
import { hadConnection, rememberedWallet } from './walletconnect/resume/returningWallet'

// From the first load on, so that the connect modal lists installed wallets without the runtime.
if (typeof window !== 'undefined') announcedWallets.watch()

const WalletRuntime = lazy(() => runtimeModule().then((module) => ({ default: module.WalletRuntime })))

const connectDialog = lazyComponent(() =>
  import('./connect/ConnectDialog').then((module) => module.ConnectDialog),
)
const prefetchDialog = () => connectDialog.prefetch()

const whenIdle = (callback: () => void, fallbackMs: number) =>
  window.requestIdleCallback
    ? window.requestIdleCallback(callback, { timeout: 5000 })
    : window.setTimeout(callback, fallbackMs)

const close = () => walletStore.close()

/**
 * Rendered directly: suspending even for a moment would hold the list back by React's 300 ms reveal
 * throttle. Chosen once per opening, so the dialog is never swapped (and reset) while open.
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
 * Once its code is there, the next opening is rendered ahead, hidden, in an <Activity>: built while the
 * page is idle, with no effects mounted, so nothing starts (runtime, pairing, showModal) until the click.
 * Each closing starts a fresh instance, so every opening starts from the list.
 */
function ConnectModal({ warm }: { warm: boolean }) {
  const wallet = useWallet()
  const open = wallet.modal === 'connect'
  const [opening, setOpening] = useState(0)
  const wasOpen = useRef(open)
  useEffect(() => {
    if (wasOpen.current && !open) setOpening((count) => count + 1)
    wasOpen.current = open
  }, [open])
  if (!open && !warm) return null
  return (
    <Activity mode={open ? 'visible' : 'hidden'}>
      <OpenConnectModal key={opening} />
    </Activity>
  )
}

/** Loads the wallet runtime at once for returning wallets, otherwise on first need; the modal's code when idle or on hover. */
export function WalletHost() {
  const [load, setLoad] = useState(false)
  const [warm, setWarm] = useState(false)
  useEffect(() => {
    const returning = hadConnection()
    const remembered = returning ? rememberedWallet() : null
    // A chain the app does not know shows as Wrong network, as the runtime will show it.
    if (remembered)
      walletStore.restore({ ...remembered, chainName: chainName(remembered.chainId, () => '') || null })
    // Inside a Safe app the Safe connector may connect by itself once the runtime is there.
    const knownDisconnected = !returning && !inFrame()
    walletStore.setRuntimeLoader(() => setLoad(true), { knownDisconnected })
    // A wallet known to be disconnected opens on the plain list: it can be rendered ahead (a returning
    // one may open on a resumed pairing or the verify view, decided when it opens).
    const prefetch = knownDisconnected
      ? () =>
          void connectDialog.load().then(
            () => setWarm(true),
            () => {},
          )
      : prefetchDialog
    walletStore.setConnectModalLoader(prefetch)
    if (!returning) {
      whenIdle(prefetch, 200)
      return
    }
    // The reconnect comes first, at once; a returning wallet seldom needs the modal, fetched after it.
    setLoad(true)
    importRuntime().then(
      () => whenIdle(prefetchDialog, 2000),
      () => walletStore.runtimeFailed(),
    )
  }, [])
  return (
    <>
      {load && (
        <Suspense fallback={null}>
          <WalletRuntime />
        </Suspense>
      )}
      <ConnectModal warm={warm} />
    </>
  )
}
