import type { Connector } from 'wagmi'
import { runtimeNow, whenRuntime } from '../runtimePort'
import { pairingExpiryOf, pendingPairingStore, rememberWallet } from '../state/savedEntries'
import { createPairing } from '../walletconnect/pairing'
import { createReturnCheck } from '../walletconnect/resume/returnCheck'
import type { WalletEntry } from './walletCatalogue'

/**
 * The glue between the connect modal and wagmi. The modal renders before the wallet runtime is there;
 * what needs wagmi waits for the runtime module here (it is fetched on the click that opened the modal).
 */

export class WalletNotInstalledError extends Error {
  override name = 'WalletNotInstalledError' as const
}

/** A connection that was still waiting for the runtime when the modal closed: never started. */
export class ConnectAbandonedError extends Error {
  override name = 'ConnectAbandonedError' as const
}

let pairedWalletId = 'walletConnect'

/** The WalletConnect pairing the modal shows; its connector is created only when first needed. */
export const walletConnectPairing = createPairing<Connector>({
  getConnector: () => whenRuntime().then((runtime) => runtime.ensureWalletConnect()),
  resetConnector: () => runtimeNow()?.resetWalletConnect(),
  connect: (connector) => whenRuntime().then((runtime) => runtime.connectWith(connector)),
  isUserRejection,
  onConnected: () => rememberWallet(pairedWalletId),
})

/**
 * A person saying no in their wallet (spec section 4: never an error message). Such an error comes from
 * wagmi, so the runtime is there to tell.
 */
export function isUserRejection(error: unknown): boolean {
  return runtimeNow()?.isUserRejection(error) ?? false
}

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
 * A closed modal gives up on its attempt: WalletConnect cannot withdraw a proposal and an extension
 * keeps its prompt, but wagmi must not stay "connecting", or Connect Wallet could not open the modal
 * again (spec section 4 opens it only when disconnected). A late approval still connects while the page
 * lives; a reload no longer takes the pairing up (the person closed the modal: nothing to come back to).
 */
export function abandonPendingConnect() {
  abandoned++
  pendingPairingStore.remove()
  runtimeNow()?.endConnecting()
}

/**
 * Back from the wallet app with a pairing handed to it, or a request sent to it, still unanswered: the
 * relay is asked at once, and the views say what the app waits for (installed by the wallet runtime).
 */
export const returnCheck = createReturnCheck({
  isPending: () =>
    pendingPairingStore.read() !== null || (runtimeNow()?.hasPendingWalletConnectRequest() ?? false),
  refresh: async () => {
    await runtimeNow()?.refreshRelay()
  },
})
