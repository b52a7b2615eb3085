import { runtimeNow, whenRuntime } from '../runtimePort'
import { pendingPairingStore, rememberWallet } from '../state/savedEntries'
import type { WalletEntry } from './walletCatalogue'

export {
  isUserRejection,
  rememberPendingPairing,
  returnCheck,
  setPairedWallet,
  walletConnectPairing,
} from '../walletconnect/pairingSession'

/** What needs wagmi waits here for the runtime (fetched on the click that opened the modal). */

export class WalletNotInstalledError extends Error {
  override name = 'WalletNotInstalledError' as const
}

/** A connection that was still waiting for the runtime when the modal closed: never started. */
export class ConnectAbandonedError extends Error {
  override name = 'ConnectAbandonedError' as const
}

/** Bumped when the modal gives up on its attempt: a connection still waiting for the runtime is not started. */
let abandoned = 0

/** Connects a wallet the browser has (EIP-6963, Safe iframe, or the legacy global). */
export async function connectInstalled(wallet: WalletEntry): Promise<void> {
  const ref = wallet.connector
  if (!ref) throw new WalletNotInstalledError(`${wallet.name} is not installed`)
  const attempt = abandoned
  const runtime = await whenRuntime()
  if (attempt !== abandoned) throw new ConnectAbandonedError('The connect modal was closed')
  if (!(await runtime.connectInstalledWallet(ref, wallet.id, wallet.name)))
    throw new WalletNotInstalledError(`${wallet.name} is not installed`)
  rememberWallet(wallet.id)
}

/**
 * wagmi must not stay "connecting", or Connect Wallet could not open the modal again (spec section 4).
 * A late approval still connects while the page lives; a reload no longer takes the pairing up.
 */
export function abandonPendingConnect() {
  abandoned++
  pendingPairingStore.remove()
  runtimeNow()?.endConnecting()
}
