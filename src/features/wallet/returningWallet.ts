import { object, parseWith, string } from '@/lib/check'

// Read by the first-load code (WalletHost), so kept apart from the wallet layer's other storage entries.

/** wagmi's own saved state (`wagmi.store`): only whether it has a current connection matters here. */
const wagmiSavedState = parseWith(object({ state: object({ current: string() }) }))

/**
 * A wallet connected on an earlier visit, or a pairing handed to a wallet app before the page reloaded:
 * the wallet runtime loads soon after the first paint to reconnect it (or take up the wallet's answer),
 * without a click. wagmi's saved state counts too: a wallet that already trusted the site is connected
 * by wagmi's reconnect when the runtime first loads, without a connect of ours to leave the other marks.
 * An entry that cannot be read counts as none.
 */
export function hadConnection(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  const saved = (key: string) => {
    try {
      return storage.getItem(key)
    } catch {
      return null
    }
  }
  if (saved('wagmi.recentConnectorId') || saved('yarm.wallet.latest') || saved('yarm.wallet.pendingPairing'))
    return true
  const wagmiState = saved('wagmi.store')
  if (!wagmiState) return false
  try {
    return wagmiSavedState(JSON.parse(wagmiState)) !== null
  } catch {
    return false
  }
}
