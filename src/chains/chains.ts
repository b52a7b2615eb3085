import type { Chain } from 'viem'
import { arbitrum, base, bsc, mainnet, optimism } from 'viem/chains'
import { config } from '@/config'

/**
 * Spec section 3: Ethereum, Base, Arbitrum One, OP Mainnet and BNB Smart Chain (56, BNB, 18 decimals,
 * public RPC, explorer, multicall3); RPC URLs overridable per chain by VITE_RPC_URL_<chainId>.
 */
function withRpc<const C extends Chain>(chain: C): C {
  const url = config.rpcUrls[String(chain.id)]
  if (!url) return chain
  return { ...chain, rpcUrls: { ...chain.rpcUrls, default: { http: [url] } } }
}

export const chains = [
  withRpc(mainnet),
  withRpc(base),
  withRpc(arbitrum),
  withRpc(optimism),
  withRpc(bsc),
] as const

export type AppChain = (typeof chains)[number]

export function chainById(chainId: number | null | undefined): AppChain | undefined {
  return chains.find((chain) => chain.id === chainId)
}

export function explorerUrl(
  chainId: number | null | undefined,
  path: `/address/${string}` | `/tx/${string}`,
) {
  const explorer = chainById(chainId)?.blockExplorers?.default.url
  return explorer ? `${explorer}${path}` : undefined
}
