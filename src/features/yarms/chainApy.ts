import type { Yarm } from '@/api/projects'
import type { ChainReads } from '@/features/chain/queries'
import type { YieldWindow } from '@/features/chain/yarmReads'

/**
 * Shortest stretch between two share prices that counts as a measurement. Shorter, the keeper's timing
 * (a block a second late in a 15 s round) would move the figure by several percent.
 */
export const MIN_APY_WINDOW_SECONDS = 60n

const YEAR_SECONDS = 365 * 86_400

/** Annualised without compounding (as the keeper and the API quote it); null when there is nothing to measure yet. */
export function vaultApy({ fromAt, fromPrice, toAt, toPrice }: YieldWindow): number | null {
  if (fromAt === 0n || fromPrice === 0n || toAt - fromAt < MIN_APY_WINDOW_SECONDS) return null
  if (toPrice < fromPrice) return null
  const growth = Number(toPrice - fromPrice) / Number(fromPrice)
  return (growth * YEAR_SECONDS) / Number(toAt - fromAt)
}

export type YarmApy =
  | { source: 'chain'; total: number }
  | { source: 'api'; total: number; base: number; bonus: number }

/**
 * The chains win once they can tell: every vault holding anything has answered with a measured window.
 * Until then the card shows the API's figure, never a 0 % that only means "not measured yet".
 */
export function yarmApy(yarm: Pick<Yarm, 'id' | 'chains' | 'apy'>, reads: ChainReads): YarmApy {
  const fromApi: YarmApy = {
    source: 'api',
    total: yarm.apy.base + yarm.apy.bonus,
    base: yarm.apy.base,
    bonus: yarm.apy.bonus,
  }
  let weighted = 0
  let held = 0
  for (const { chainId } of yarm.chains) {
    const read = reads.byChain[chainId]
    // No entry: the page has no vault on that chain at all.
    if (!read) continue
    if (!read.state) return fromApi
    const vault = read.state.vaults[yarm.id]
    if (!vault || vault.totalAssets === 0n) continue
    const apy = vaultApy(vault.yieldWindow)
    if (apy === null) return fromApi
    const weight = Number(vault.totalAssets)
    weighted += apy * weight
    held += weight
  }
  return held > 0 ? { source: 'chain', total: weighted / held } : fromApi
}
