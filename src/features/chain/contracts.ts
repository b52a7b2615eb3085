import localDeployments from '../../../contracts/out/deployments.json'

export type Address = `0x${string}`

export interface YarmContracts {
  chainId: number
  vault: Address
  usdc: Address
  /** USDC's EIP-712 name and version where the deployment states them; otherwise read from the token. */
  usdcDomain?: { name: string; version: string }
}

interface ChainDeployment {
  usdc: string
  vaults: Record<string, string>
}

/**
 * Where each Yarm's contracts live, per chain. Demo, test and development builds run against the local
 * chains `npm start` and the journeys deploy (contracts/deploy.mjs), so they read the generated
 * `contracts/out/deployments.json`. Production and staging have no vaults yet: a real deployment adds its
 * own map here, keyed by build mode (or, once the API carries them, the vault address on each Yarm's chain),
 * and until then their Deposit buttons say the Yarm cannot take deposits on that chain.
 */
const DEPLOYMENTS: Record<string, ChainDeployment> =
  import.meta.env.MODE === 'production' || import.meta.env.MODE === 'staging' ? {} : localDeployments

/** A Yarm's vault and its asset on `chainId`, or null where it has none. */
export function yarmContracts(chainId: number, yarmId: string): YarmContracts | null {
  const deployment = DEPLOYMENTS[String(chainId)]
  const vault = deployment?.vaults[yarmId]
  if (!deployment || !vault) return null
  return { chainId, vault: vault as Address, usdc: deployment.usdc as Address }
}

/** USDC's decimals (the vault's shares have the same, since the vault's decimals offset is 0). */
export const USDC_DECIMALS = 6
