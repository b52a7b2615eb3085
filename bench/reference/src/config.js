import { getDefaultConfig } from '@rainbow-me/rainbowkit'
import {
  coinbaseWallet,
  injectedWallet,
  ledgerWallet,
  metaMaskWallet,
  rabbyWallet,
  rainbowWallet,
  safeWallet,
  trustWallet,
  walletConnectWallet,
  zerionWallet,
} from '@rainbow-me/rainbowkit/wallets'
import { arbitrum, base, bsc, mainnet, optimism } from 'viem/chains'

/**
 * The product's chains (Ethereum, Base, Arbitrum One, OP Mainnet, BNB Smart Chain) and its wallet
 * groups (Popular: Safe, Rainbow, Coinbase, MetaMask, WalletConnect; Other: Trust, Zerion, Rabby,
 * Ledger; the browser's own wallet as the fallback), set up the way RainbowKit's docs show.
 * The WalletConnect project id is a placeholder unless VITE_WALLETCONNECT_PROJECT_ID is set: nothing
 * on the page talks to WalletConnect before a wallet is chosen, and the benchmark runs offline.
 */
const projectId = import.meta.env.VITE_WALLETCONNECT_PROJECT_ID || '00000000000000000000000000000000'

export const config = getDefaultConfig({
  appName: 'Yarm reference',
  projectId,
  chains: [mainnet, base, arbitrum, optimism, bsc],
  wallets: [
    {
      groupName: 'Popular',
      wallets: [safeWallet, rainbowWallet, coinbaseWallet, metaMaskWallet, walletConnectWallet],
    },
    { groupName: 'Other', wallets: [trustWallet, zerionWallet, rabbyWallet, ledgerWallet, injectedWallet] },
  ],
})
