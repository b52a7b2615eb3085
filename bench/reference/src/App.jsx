import { ConnectButton, RainbowKitProvider } from '@rainbow-me/rainbowkit'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { WagmiProvider } from 'wagmi'
import { config } from './config.js'

const queryClient = new QueryClient()

/** One page with a heading and RainbowKit's Connect Wallet button, as its docs set it up. */
export function App() {
  return (
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <RainbowKitProvider>
          <header style={{ display: 'flex', justifyContent: 'space-between', padding: 16 }}>
            <strong>Yarm reference</strong>
            <ConnectButton />
          </header>
          <main style={{ padding: 16 }}>
            <h1>RainbowKit reference</h1>
            <p>The benchmark measures this page against Yarm: its first load and the wallet list.</p>
          </main>
        </RainbowKitProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
