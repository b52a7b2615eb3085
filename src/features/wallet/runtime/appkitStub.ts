/**
 * Stands in for `@reown/appkit/core`, the WalletConnect SDK's own QR modal. We draw our own modal and
 * create the connector with `showQrModal: false`, so the SDK never calls this; aliasing it here keeps
 * ~2 MB of unused lazy chunks out of the build and the service worker's precache.
 */
export function createAppKit(): never {
  throw new Error('The WalletConnect QR modal is not part of this app: use showQrModal: false.')
}
