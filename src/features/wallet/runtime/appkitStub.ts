/**
 * Stands in for `@reown/appkit/core`, the SDK's own QR modal, never called (`showQrModal: false`): aliasing
 * it keeps ~2 MB of unused lazy chunks out of the build and the service worker's precache.
 */
export function createAppKit(): never {
  throw new Error('The WalletConnect QR modal is not part of this app: use showQrModal: false.')
}
