// Every storage key the wallet reads or writes, its own and the libraries' (spec section 3). Separate
// constants, not one object, so that the first load carries only the keys it reads.

export const LATEST_WALLET_KEY = 'yarm.wallet.latest'
export const RECENT_WALLETS_KEY = 'yarm.wallet.recent'
export const PENDING_PAIRING_KEY = 'yarm.wallet.pendingPairing'
export const PENDING_REQUEST_KEY = 'yarm.wallet.pendingRequest'
export const TRANSACTIONS_KEY = 'yarm.transactions'
/** WalletConnect's own mobile-link record: the key its tooling uses. */
export const MOBILE_LINK_KEY = 'WALLETCONNECT_DEEPLINK_CHOICE'
export const WAGMI_PREFIX = 'wagmi'
export const WAGMI_STATE_KEY = 'wagmi.store'
export const WAGMI_RECENT_CONNECTOR_KEY = 'wagmi.recentConnectorId'
/** wagmi's WalletConnect connector's chains, as wagmi's storage takes it (without the prefix). */
export const WAGMI_REQUESTED_CHAINS = 'walletConnect.requestedChains'
export const WAGMI_REQUESTED_CHAINS_KEY = 'wagmi.walletConnect.requestedChains'
