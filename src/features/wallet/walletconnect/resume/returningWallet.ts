import { array, type Check, INVALID, int, literal, matches, object, parseWith, string } from '@/lib/check'
import {
  LATEST_WALLET_KEY,
  PENDING_PAIRING_KEY,
  WAGMI_RECENT_CONNECTOR_KEY,
  WAGMI_STATE_KEY,
} from '../../state/storageKeys'

// Read by the first-load code (WalletHost), so kept apart from the wallet layer's other storage entries
// and checked by hand (lib/check), not with zod.

const connection = object({ accounts: array(matches(/^0x[0-9a-fA-F]{40}$/)), chainId: int(1) })
const connectionEntry: Check<[string, { accounts: string[]; chainId: number }]> = (value) => {
  if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== 'string') return INVALID
  const checked = connection(value[1])
  return checked === INVALID ? INVALID : [value[0], checked]
}

/** wagmi's own saved state (`wagmi.store`): its current connection, if any, and the connections. */
const wagmiSavedState = parseWith(
  object({
    // wagmi's store version: another one is a layout wagmi itself would throw away.
    version: literal(3),
    state: object({
      current: string(),
      connections: object({ value: array(connectionEntry) }),
    }),
  }),
)

function savedState(storage: Pick<Storage, 'getItem'>) {
  try {
    const raw = storage.getItem(WAGMI_STATE_KEY)
    return raw ? wagmiSavedState(JSON.parse(raw)) : null
  } catch {
    return null
  }
}

/**
 * A wallet connected on an earlier visit, or a pairing handed out before a reload: the runtime loads soon
 * after the first paint, without a click. wagmi's saved state counts too (its reconnect connects a wallet
 * that already trusted the site). An entry that cannot be read counts as none.
 */
export function hadConnection(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  const saved = (key: string) => {
    try {
      return storage.getItem(key)
    } catch {
      return null
    }
  }
  if (saved(WAGMI_RECENT_CONNECTOR_KEY) || saved(LATEST_WALLET_KEY) || saved(PENDING_PAIRING_KEY)) return true
  return savedState(storage) !== null
}

/** What the header shows while wagmi reconnects, before the wallet runtime has even loaded. */
export function rememberedWallet(
  storage: Pick<Storage, 'getItem'> = localStorage,
): { address: string; chainId: number } | null {
  const state = savedState(storage)?.state
  const current = state?.connections.value.find(([uid]) => uid === state.current)?.[1]
  const address = current?.accounts[0]
  return current && address ? { address, chainId: current.chainId } : null
}
