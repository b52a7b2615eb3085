import type { Connector } from 'wagmi'
import { runtimeNow, whenRuntime } from '../runtimePort'
import { pairingExpiryOf, pendingPairingStore, rememberWallet } from '../state/savedEntries'
import { createPairing } from './pairing'
import { createReturnCheck } from './resume/returnCheck'

let pairedWalletId = 'walletConnect'

export const walletConnectPairing = createPairing<Connector>({
  getConnector: () => whenRuntime().then((runtime) => runtime.ensureWalletConnect()),
  resetConnector: () => runtimeNow()?.resetWalletConnect(),
  connect: (connector) => whenRuntime().then((runtime) => runtime.connectWith(connector)),
  isUserRejection,
  onConnected: () => rememberWallet(pairedWalletId),
})

/** Spec section 4: never an error message. Such an error comes from wagmi, so the runtime is there to tell. */
export function isUserRejection(error: unknown): boolean {
  return runtimeNow()?.isUserRejection(error) ?? false
}

/** Which listed wallet the pairing's URI was last handed to: that is the one remembered as recent. */
export function setPairedWallet(walletId: string) {
  pairedWalletId = walletId
}

/** Proposals live 5 minutes (the SDK's default) when a URI does not say. */
const PROPOSAL_LIFE_MS = 5 * 60_000

/** Remembered so that a reload before the wallet answers takes the answer up instead of starting over. */
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
  const { phase } = walletConnectPairing.get()
  if (phase !== 'ready' && phase !== 'creating' && phase !== 'idle') {
    pendingPairingStore.remove()
    returnCheck.clear()
  }
})

/** Back from the wallet app with something unanswered: the relay is asked at once (installed by the runtime). */
export const returnCheck = createReturnCheck({
  isPending: () =>
    pendingPairingStore.read() !== null || (runtimeNow()?.hasPendingWalletConnectRequest() ?? false),
  refresh: async () => {
    await runtimeNow()?.refreshRelay()
  },
})
