import type { Connector } from 'wagmi'
import { injected } from 'wagmi'
import { connect } from 'wagmi/actions'
import { isUserRejection } from '../runtime/errors'
import { wagmiConfig } from '../runtime/wagmiConfig'
import { ensureWalletConnect, resetWalletConnect } from '../runtime/walletConnect'
import { rememberWallet } from '../walletStorage'
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
 * again (spec section 4 opens it only when disconnected). A late approval still connects.
 */
export function abandonPendingConnect() {
  wagmiConfig.setState((state) =>
    state.status === 'connecting'
      ? { ...state, status: state.current ? 'connected' : 'disconnected' }
      : state,
  )
}
