import localDeployments from '@contracts/deployments.json'

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
 * Only the modes built against this machine's chains (demo, development, test; LOCAL_MODES in
 * scripts/buildGuards.ts, which refuses any other build holding these addresses) read the generated
 * deployments, written comparison by comparison so that the minifier drops the file from every other build.
 * Production and staging have no vaults yet: their Deposit buttons say the Yarm cannot take deposits there.
 */
const DEPLOYMENTS: Record<string, ChainDeployment> =
  import.meta.env.MODE === 'demo' || import.meta.env.MODE === 'development' || import.meta.env.MODE === 'test'
    ? localDeployments
    : {}

export function yarmContracts(chainId: number, yarmId: string): YarmContracts | null {
  const deployment = DEPLOYMENTS[String(chainId)]
  const vault = deployment?.vaults[yarmId]
  if (!deployment || !vault) return null
  return { chainId, vault: vault as Address, usdc: deployment.usdc as Address }
}

/** USDC's decimals (the vault's shares have the same, since the vault's decimals offset is 0). */
export const USDC_DECIMALS = 6
