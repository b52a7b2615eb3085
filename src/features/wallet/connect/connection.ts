import type { Connector } from 'wagmi'
import { injected } from 'wagmi'
import { connect } from 'wagmi/actions'
import { isUserRejection } from '../runtime/errors'
import { createReturnCheck } from '../runtime/returnCheck'
import { wagmiConfig } from '../runtime/wagmiConfig'
import {
  adoptPendingSession,
  ensureWalletConnect,
  hasPendingWalletConnectRequest,
  refreshRelay,
  resetWalletConnect,
} from '../runtime/walletConnect'
import { pairingExpiryOf, pairingTopicOf, pendingPairingStore, rememberWallet } from '../walletStorage'
import { createPairing } from './pairing'
import type { WalletEntry } from './walletList'

/** The glue between the connect modal and wagmi: which connector a listed wallet uses, and connecting it. */

export class WalletNotInstalledError extends Error {
  override name = 'WalletNotInstalledError' as const
}

let pairedWalletId = 'walletConnect'

/** The WalletConnect pairing the modal shows; its connector is created only when first needed. */
export const walletConnectPairing = createPairing<Connector>({
  getConnector: ensureWalletConnect,
  resetConnector: resetWalletConnect,
  connect: (connector) => connect(wagmiConfig, { connector }),
  isUserRejection,
  onConnected: () => rememberWallet(pairedWalletId),
})

/** Which listed wallet the pairing's URI was last handed to: that is the one remembered as recent. */
export function setPairedWallet(walletId: string) {
  pairedWalletId = walletId
}

/** Proposals live 5 minutes (the SDK's default) when a URI does not say. */
const PROPOSAL_LIFE_MS = 5 * 60_000

/**
 * The pairing's URI was handed to a wallet (app link followed, QR code shown, link copied): remember it,
 * so that a reload before the wallet answers takes the answer up instead of starting over.
 */
export function rememberPendingPairing(walletId: string, uri: string) {
  const current = pendingPairingStore.read()
  if (current?.uri === uri && current.walletId === walletId) return
  pendingPairingStore.write({
    uri,
    walletId,
    expiresAt: pairingExpiryOf(uri) ?? Date.now() + PROPOSAL_LIFE_MS,
  })
}

// Any outcome but a pending URI ends what a reload should take up.
walletConnectPairing.subscribe(() => {
  const { phase } = walletConnectPairing.getState()
  if (phase !== 'ready' && phase !== 'creating' && phase !== 'idle') {
    pendingPairingStore.remove()
    returnCheck.clear()
  }
})

/**
 * On load: a pairing handed to a wallet before the page went away (iOS drops tabs while the person is in
 * the wallet app). Still live: the SDK starts, takes the held answer from the relay and wagmi connects
 * through it; the connect modal shows the wallet's pane meanwhile. Run out: the modal says so with Retry.
 * Returns whether there was one, so the caller opens the modal.
 */
export function resumePendingPairing(): boolean {
  const pending = pendingPairingStore.read()
  if (!pending) return false
  pairedWalletId = pending.walletId
  if (pending.expiresAt <= Date.now()) {
    pendingPairingStore.remove()
    walletConnectPairing.lapse(pending.walletId)
    return true
  }
  walletConnectPairing.resume(
    pending.uri,
    pending.walletId,
    adoptPendingSession(pairingTopicOf(pending.uri), pending.expiresAt),
  )
  return true
}

const legacyConnectors = new Map<string, Connector>()

/** A connector for an extension that only sets `window.ethereum`, made the first time it is used. */
function legacyConnector(wallet: WalletEntry): Connector {
  let connector = legacyConnectors.get(wallet.id)
  if (!connector) {
    connector = wagmiConfig._internal.connectors.setup(
      injected({
        target: {
          id: wallet.id,
          name: wallet.name,
          provider: (window) => (window as { ethereum?: never } | undefined)?.ethereum,
        },
      }),
    )
    legacyConnectors.set(wallet.id, connector)
  }
  return connector
}

/** Connects a wallet the browser has (EIP-6963, Safe iframe, or the legacy global). */
export async function connectInstalled(wallet: WalletEntry): Promise<void> {
  const ref = wallet.connector
  const connector =
    ref?.kind === 'legacy'
      ? legacyConnector(wallet)
      : ref
        ? wagmiConfig.connectors.find((candidate) => candidate.id === ref.connectorId)
        : undefined
  if (!connector) throw new WalletNotInstalledError(`${wallet.name} is not installed`)
  await connect(wagmiConfig, { connector })
  rememberWallet(wallet.id)
}

/**
 * A closed modal gives up on its attempt: WalletConnect cannot withdraw a proposal and an extension
 * keeps its prompt, but wagmi must not stay "connecting", or Connect Wallet could not open the modal
 * again (spec section 4 opens it only when disconnected). A late approval still connects while the page
 * lives; a reload no longer takes the pairing up (the person closed the modal: nothing to come back to).
 */
export function abandonPendingConnect() {
  pendingPairingStore.remove()
  wagmiConfig.setState((state) =>
    state.status === 'connecting'
      ? { ...state, status: state.current ? 'connected' : 'disconnected' }
      : state,
  )
}

/**
 * Back from the wallet app with a pairing handed to it, or a request sent to it, still unanswered: the
 * relay is asked at once, and the views say what the app waits for (installed by the wallet runtime).
 */
export const returnCheck = createReturnCheck({
  isPending: () => pendingPairingStore.read() !== null || hasPendingWalletConnectRequest(),
  refresh: refreshRelay,
})
