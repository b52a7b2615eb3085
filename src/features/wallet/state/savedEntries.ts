import { array, matches, number, object, parseWith, string } from '@/lib/check'
import { storedValue } from '@/lib/storage'
import { LATEST_WALLET_KEY, MOBILE_LINK_KEY, PENDING_PAIRING_KEY, RECENT_WALLETS_KEY } from './storageKeys'

/** Checked by hand, not with zod: the connect modal, fetched when the page is idle, reads them. */

const walletId = matches(/^[\w.\-:]{1,100}$/)

export const latestWalletStore = storedValue(LATEST_WALLET_KEY, parseWith(walletId))

/** Spec section 9: the recent wallets, newest first, 3 kept. */
export const RECENT_WALLETS_KEPT = 3
export const recentWalletsStore = storedValue(RECENT_WALLETS_KEY, parseWith(array(walletId)))

export function rememberWallet(id: string) {
  latestWalletStore.write(id)
  const recent = recentWalletsStore.read() ?? []
  recentWalletsStore.write([id, ...recent.filter((other) => other !== id)].slice(0, RECENT_WALLETS_KEPT))
}

const UNSAFE_SCHEMES = /^(javascript|data|vbscript|file|blob|about):/i

/** A universal link (https) or a wallet app's own scheme; never a scheme that runs or reads things. */
export function isWalletLink(href: string): boolean {
  return /^(https:\/\/|[a-z][a-z0-9+.-]*:)/i.test(href) && !UNSAFE_SCHEMES.test(href) && !/^http:/i.test(href)
}

/** Which wallet app a WalletConnect session lives in, so later requests reopen it (WalletConnect's own key). */
export const mobileLinkStore = storedValue(
  MOBILE_LINK_KEY,
  parseWith(object({ href: string(isWalletLink), name: string((name) => name.length <= 100) })),
)

/**
 * A pairing handed to a wallet and not yet answered: a page the phone reloaded while the person was in the
 * wallet app takes the answer up from the relay instead of starting over.
 */
export const pendingPairingStore = storedValue(
  PENDING_PAIRING_KEY,
  parseWith(
    object({
      uri: string((uri) => /^wc:[0-9a-f]{64}@2\?/.test(uri) && uri.length <= 2000),
      expiresAt: number(),
      walletId,
    }),
  ),
)

export function pairingTopicOf(uri: string): string {
  return uri.slice(3, uri.indexOf('@'))
}

/** When a `wc:` URI's proposal runs out (its `expiryTimestamp`, seconds), in ms; null when it says nothing. */
export function pairingExpiryOf(uri: string): number | null {
  const seconds = Number(new URLSearchParams(uri.slice(uri.indexOf('?') + 1)).get('expiryTimestamp'))
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null
}
