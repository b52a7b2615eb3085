import { memo } from 'react'
import { WagmiProvider } from 'wagmi'
import { resumePendingPairing, returnCheck } from '../connect/connection'
import { walletStore } from '../walletStore'
import { AccountModal } from './AccountModal'
import { ChainModal } from './ChainModal'
import { ConnectModal } from './ConnectModal'
import { TransactionWatcher } from './TransactionWatcher'
import { WalletSync } from './WalletSync'
import { wagmiConfig } from './wagmiConfig'
import { ensureWalletConnect, hadWalletConnectSession } from './walletConnect'

// A WalletConnect session from an earlier visit must exist as a connector before wagmi reconnects.
if (hadWalletConnectSession()) ensureWalletConnect()
// A pairing handed to a wallet app before a reload: its pane shows while the wallet's answer is taken up.
if (resumePendingPairing()) walletStore.open('connect')
if (typeof window !== 'undefined') returnCheck.install()

/**
 * The wallet runtime: wagmi, the connectors and the wallet modals, loaded after the first paint.
 * Memoised with no props: WagmiProvider reconnects on every render of its own.
 */
export const WalletRuntime = memo(function WalletRuntime() {
  return (
    <WagmiProvider config={wagmiConfig}>
      <WalletSync />
      <TransactionWatcher />
      <ConnectModal />
      <AccountModal />
      <ChainModal />
    </WagmiProvider>
  )
})

export default WalletRuntime
