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
 * Where each Yarm's contracts live, per chain. Only the modes built against this machine's chains (demo:
 * `npm start` and the journeys; development; test) read the generated `contracts/out/deployments.json`
 * (contracts/deploy.mjs); the list matches LOCAL_MODES in scripts/buildGuards.ts, which refuses a build
 * of any other mode holding one of those addresses. It is written out comparison by comparison so that
 * the minifier drops the file from every other build. Production and staging have no vaults yet: a real
 * deployment adds its own map here (or, once the API carries them, the vault address on each Yarm's
 * chain), and until then their Deposit buttons say the Yarm cannot take deposits on that chain.
 */
const DEPLOYMENTS: Record<string, ChainDeployment> =
  import.meta.env.MODE === 'demo' || import.meta.env.MODE === 'development' || import.meta.env.MODE === 'test'
    ? localDeployments
    : {}

/** A Yarm's vault and its asset on `chainId`, or null where it has none. */
export function yarmContracts(chainId: number, yarmId: string): YarmContracts | null {
  const deployment = DEPLOYMENTS[String(chainId)]
  const vault = deployment?.vaults[yarmId]
  if (!deployment || !vault) return null
  return { chainId, vault: vault as Address, usdc: deployment.usdc as Address }
}

/** USDC's decimals (the vault's shares have the same, since the vault's decimals offset is 0). */
export const USDC_DECIMALS = 6
