import type { Connector } from 'wagmi'
import { walletConnect } from 'wagmi/connectors'
import { config } from '@/config'
import { wagmiConfig } from './wagmiConfig'

let connector: Connector | undefined

/**
 * WalletConnect, created only when a wallet that needs it is chosen: creating it loads its SDK
 * (~475 KB) and opens a relay connection, which nobody who uses an extension should pay for. Added to
 * the config's connectors so that wagmi reconnects it after a reload.
 */
export function ensureWalletConnect(): Connector {
  if (connector) return connector
  const ownRelay = config.walletConnectRelayUrl
  const created = wagmiConfig._internal.connectors.setup(
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
  wagmiConfig._internal.connectors.setState((connectors) => [...connectors, created])
  connector = created
  if (ownRelay) void created.getProvider().then(withoutVerify, () => {})
  return created
}

interface VerifyHolder {
  signer?: { client?: { core?: { verify?: { register: (...args: never[]) => Promise<string> } } } }
}

/**
 * The SDK asks WalletConnect's verify service (in a hidden frame) to attest each proposal and request,
 * and waits up to 5 s for an answer that cannot come from a machine without the internet: every URI and
 * every signature request would start 5 s late. Set before the first proposal: wagmi's connect awaits the
 * same provider promise after this reaction runs.
 */
function withoutVerify(provider: unknown) {
  const verify = (provider as VerifyHolder).signer?.client?.core?.verify
  if (verify) verify.register = async () => ''
}

/**
 * Forgets a connector whose SDK never produced a URI (the relay was unreachable): wagmi caches the
 * provider it is initialising, stuck or failed, so a retry needs a new connector.
 */
export function resetWalletConnect(): void {
  const stale = connector
  if (!stale) return
  connector = undefined
  wagmiConfig._internal.connectors.setState((connectors) =>
    connectors.filter((candidate) => candidate.uid !== stale.uid),
  )
}

/** A WalletConnect session from an earlier visit, to be restored before wagmi reconnects. */
export function hadWalletConnectSession(): boolean {
  try {
    const chainsRequested = JSON.parse(localStorage.getItem('wagmi.walletConnect.requestedChains') ?? '[]')
    return Array.isArray(chainsRequested) && chainsRequested.length > 0
  } catch {
    return false
  }
}
