import type { Connector } from 'wagmi'
import { getAccount } from 'wagmi/actions'
import { walletConnect } from 'wagmi/connectors'
import { config } from '@/config'
import { wagmiConfig } from '../runtime/wagmiConfig'
import { WAGMI_REQUESTED_CHAINS_KEY } from '../state/storageKeys'
import { walletSends } from '../transactions/transactions'
import { forgetRelay, watchRelay } from './relayStatus'
import { readNonce } from './resume/chainEffect'
import {
  addConnector,
  pendingRequestCount,
  removeConnector,
  setUpConnector,
  trapCoreWhenMade,
  turnOffVerify,
} from './sdkInternals'

let connector: Connector | undefined
let provider: unknown

/**
 * Created only when a wallet that needs it is chosen: creating it loads the SDK (~475 KB) and opens a relay
 * connection, which nobody who uses an extension should pay for.
 */
export function ensureWalletConnect(): Connector {
  if (connector) return connector
  followCoreWhenMade()
  const ownRelay = config.walletConnectRelayUrl
  const created = setUpConnector(
    walletConnect({
      projectId: config.walletConnectProjectId,
      // The demo and the journeys run a relay on this machine; nothing else of WalletConnect's is reached.
      ...(ownRelay ? { relayUrl: ownRelay, telemetryEnabled: false } : {}),
      // Our own modal shows the QR code; the SDK's would pull in @reown/appkit.
      showQrModal: false,
      metadata: {
        name: config.appName,
        description: 'Your Voice becomes Your Yield',
        url: config.siteUrl,
        icons: [`${config.siteUrl}/icons/icon-192.png`],
      },
    }),
  )
  addConnector(created)
  connector = created
  // A phone wallet may send while the page is gone: its sender's count is read before it is asked, so a
  // reloaded page can tell whether it sent (takeUpRequest). Other wallets answer in the page: nothing to read.
  walletSends.countWith((send) =>
    getAccount(wagmiConfig).connector?.uid === created.uid
      ? readNonce(send.account, send.chainId)
      : Promise.resolve(undefined),
  )
  void created.getProvider().then(
    (started) => {
      provider = started
      if (ownRelay) turnOffVerify(started)
      watchRelay(started)
    },
    () => {},
  )
  return created
}

export const followers = () => import('./resume/pendingRequest')
type Follower = Awaited<ReturnType<typeof followers>>

/** What the SDK's core reports before the follower's code is there is kept for it. */
function followCoreWhenMade() {
  let follower: Follower | undefined
  const early: ((module: Follower) => void)[] = []
  const pass = (deliver: (module: Follower) => void) => {
    if (follower) deliver(follower)
    else early.push(deliver)
  }
  const trapped = trapCoreWhenMade({
    onHistory(event, record) {
      const send = walletSends.current()
      pass((module) => module.onHistory(event, record, send))
    },
    onRelayMessage: (core, message) => pass((module) => void module.onRelayMessage(core, message)),
    onCaughtUp: () => pass((module) => void module.onRelayCaughtUp()),
  })
  if (!trapped) return
  followers().then(
    (module) => {
      follower = module
      for (const deliver of early.splice(0)) deliver(module)
    },
    () => {},
  )
}

export function hasPendingWalletConnectRequest(): boolean {
  return pendingRequestCount(provider) > 0
}

/** wagmi caches the provider it is initialising, stuck or failed, so a retry needs a new connector. */
export function resetWalletConnect(): void {
  const stale = connector
  if (!stale) return
  connector = undefined
  provider = undefined
  forgetRelay()
  removeConnector(stale.uid)
}

export function hadWalletConnectSession(): boolean {
  try {
    const chainsRequested = JSON.parse(localStorage.getItem(WAGMI_REQUESTED_CHAINS_KEY) ?? '[]')
    return Array.isArray(chainsRequested) && chainsRequested.length > 0
  } catch {
    return false
  }
}
