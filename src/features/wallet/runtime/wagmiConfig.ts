import { type Connector, createConfig, createStorage, type Storage } from 'wagmi'
import { safe } from 'wagmi/connectors'
import { chains } from '@/chains/chains'
import { MULTICALL_BATCH, rpcTransport } from '@/chains/transports'
import { inFrame } from '../state/announcedWallets'
import { WAGMI_PREFIX } from '../state/storageKeys'

/** An entry that is not valid JSON is removed and treated as absent instead of breaking reconnection. */
const guardedStorage = {
  getItem(key: string) {
    try {
      const raw = localStorage.getItem(key)
      if (raw !== null) JSON.parse(raw)
      return raw
    } catch {
      localStorage.removeItem(key)
      return null
    }
  },
  setItem(key: string, value: string) {
    try {
      localStorage.setItem(key, value)
    } catch {
      // Full or blocked storage: the connection simply is not remembered.
    }
  },
  removeItem(key: string) {
    localStorage.removeItem(key)
  },
}

export const wagmiConfig = createConfig({
  chains,
  connectors: inFrame() ? [safe({ allowedDomains: [/app\.safe\.global$/] })] : [],
  // EIP-6963: every installed wallet that announces itself becomes a connector.
  multiInjectedProviderDiscovery: true,
  storage: createStorage({ storage: guardedStorage as Storage, key: WAGMI_PREFIX }),
  transports: Object.fromEntries(
    chains.map((chain) => [chain.id, rpcTransport(chain.rpcUrls.default.http[0] as string)]),
  ) as Record<(typeof chains)[number]['id'], ReturnType<typeof rpcTransport>>,
  batch: MULTICALL_BATCH,
})

export type WagmiConfig = typeof wagmiConfig

export function findConnector(id: string): Connector | undefined {
  return wagmiConfig.connectors.find((connector) => connector.id === id)
}

declare module 'wagmi' {
  interface Register {
    config: typeof wagmiConfig
  }
}
