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
 * wagmi's own connector for an EIP-6963 announcement (id = rdns) or the Safe iframe; one made on first use
 * for an extension that only sets `window.ethereum`, or an announcement wagmi missed.
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
  const info = announcedWallets.get().find((wallet) => wallet.rdns === ref.connectorId)
  if (!provider || !info) return undefined
  const connector = madeConnector(`announced:${info.rdns}`, () =>
    injected({ target: { id: info.rdns, name: info.name, icon: info.icon, provider: provider as never } }),
  )
  if (!wagmiConfig.connectors.some((candidate) => candidate.uid === connector.uid)) addConnector(connector)
  return connector
}

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

/** On load: a pairing handed to a wallet before the page went away (iOS drops tabs while the person is in the wallet app). */
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
