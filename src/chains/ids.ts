/** By id, with no viem here, so the first load can name a chain; the viem chain objects are in chains.ts. */
const CHAIN_NAMES: Record<number, string> = {
  1: 'Ethereum',
  8453: 'Base',
  42161: 'Arbitrum One',
  10: 'OP Mainnet',
  56: 'BNB Smart Chain',
}

/** The chain's name (a brand, never translated), or `unknown(id)` ("Chain 123") for one the app does not know yet. */
export function chainName(
  chainId: number,
  unknown: (chainId: number) => string = (id) => `Chain ${id}`,
): string {
  return CHAIN_NAMES[chainId] ?? unknown(chainId)
}
