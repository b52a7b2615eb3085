import { reconnect } from 'wagmi/actions'
import { ensureWalletConnect, hadWalletConnectSession } from '../walletconnect/connector'
import { wagmiRestored } from '../walletconnect/sdkInternals'
import { wagmiConfig } from './wagmiConfig'

// A WalletConnect session from an earlier visit must exist as a connector before wagmi reconnects.
if (hadWalletConnectSession()) ensureWalletConnect()

/**
 * wagmi's reconnect, started once its saved state is read back, when this module runs rather than when
 * React mounts a WagmiProvider. A module of its own, without the modals and watchers: a returning wallet's
 * page fetches it first (runtimeLoad), so wagmi reaches the wallet before the rest of the runtime has been
 * read. Resolves once it has finished: a connection started later cannot be undone by it.
 */
export const settled: Promise<void> = wagmiRestored()
  .then(() => reconnect(wagmiConfig))
  .then(
    () => {},
    () => {},
  )
