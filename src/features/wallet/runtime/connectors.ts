import type { Connector } from 'wagmi'
import { injected } from 'wagmi'
import { connect } from 'wagmi/actions'
import type { WalletConnectorRef } from '../runtimePort'
import { announcedWallets } from '../state/announcedWallets'
import { pairingTopicOf, pendingPairingStore } from '../state/savedEntries'
import { setPairedWallet, walletConnectPairing } from '../walletconnect/pairingSession'
import { adoptPendingSession } from '../walletconnect/resume/adoptSession'
import { addConnector, setUpConnector } from '../walletconnect/sdkInternals'
import { wagmiConfig } from './wagmiConfig'

/** The wagmi side of the connect modal: which connector a listed wallet uses, and connecting it. */

const madeConnectors = new Map<string, Connector>()

/** A connector made here the first time it is used: added to the config so that wagmi reconnects it. */
function madeConnector(id: string, make: () => ReturnType<typeof injected>): Connector {
  let connector = madeConnectors.get(id)
  if (!connector) {
    connector = setUpConnector(make())
    madeConnectors.set(id, connector)
  }
  return connector
}

/**
 * The connector for a wallet the browser has: wagmi's own for an EIP-6963 announcement (id = rdns) or the
 * Safe iframe; an extension that only sets `window.ethereum` gets one made the first time it is used.
 * An announcement wagmi missed (a wallet that announced itself once and does not answer a request)
 * gets one made from what it announced.
 */
export function connectorFor(ref: WalletConnectorRef, walletId: string, name: string): Connector | undefined {
  if (ref.kind === 'legacy')
    return madeConnector(`legacy:${walletId}`, () =>
      injected({
        target: {
          id: walletId,
          name,
          provider: (window) => (window as { ethereum?: never } | undefined)?.ethereum,
        },
      }),
    )
  const own = wagmiConfig.connectors.find((candidate) => candidate.id === ref.connectorId)
  if (own || ref.kind !== 'injected') return own
  const provider = announcedWallets.providerOf(ref.connectorId)
  const info = announcedWallets.getState().find((wallet) => wallet.rdns === ref.connectorId)
  if (!provider || !info) return undefined
  const connector = madeConnector(`announced:${info.rdns}`, () =>
    injected({ target: { id: info.rdns, name: info.name, icon: info.icon, provider: provider as never } }),
  )
  if (!wagmiConfig.connectors.some((candidate) => candidate.uid === connector.uid)) addConnector(connector)
  return connector
}

/** Connects a wallet the browser has; false when it is not there (any more). */
export async function connectInstalledWallet(
  ref: WalletConnectorRef,
  walletId: string,
  name: string,
): Promise<boolean> {
  const connector = connectorFor(ref, walletId, name)
  if (!connector) return false
  await connect(wagmiConfig, { connector })
  return true
}

/** Connects through a connector the modal already holds (the WalletConnect pairing's). */
export async function connectWith(connector: Connector): Promise<void> {
  await connect(wagmiConfig, { connector })
}

/**
 * wagmi must not stay "connecting" after the modal gave up on its attempt, or Connect Wallet could not
 * open the modal again (spec section 4 opens it only when disconnected).
 */
export function endConnecting(): void {
  wagmiConfig.setState((state) =>
    state.status === 'connecting'
      ? { ...state, status: state.current ? 'connected' : 'disconnected' }
      : state,
  )
}

/**
 * On load: a pairing handed to a wallet before the page went away (iOS drops tabs while the person is in
 * the wallet app). Still live: the SDK starts, takes the held answer from the relay and wagmi connects
 * through it; the connect modal shows the wallet's pane meanwhile. Run out: the modal says so with Retry.
 * Returns whether there was one, so the caller opens the modal.
 */
export function resumePendingPairing(): boolean {
  const pending = pendingPairingStore.read()
  if (!pending) return false
  setPairedWallet(pending.walletId)
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
