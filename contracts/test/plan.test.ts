import { describe, expect, it } from 'vitest'
import { YARMS } from '../../server/data/projects.js'
import { createDemoData } from '../../server/data/seed.js'
import { topYarmers } from '../../server/domain/allocations.js'
import { HEADLINE_TIMEFRAME } from '../../server/domain/users.js'
import { seedDeposits } from '../plan.mjs'

describe('the seed deposits', () => {
  it("credit each top Yarmer, summed over a Yarm's chains, with what the API shows they filled", () => {
    const rows = createDemoData().boards[HEADLINE_TIMEFRAME].rows
    const live = YARMS.filter((yarm) => yarm.status === 'live' && yarm.asset === 'USDC')
    expect(live.length).toBeGreaterThan(0)
    for (const yarm of live) {
      for (const { xHandle, filled } of topYarmers(yarm, rows)) {
        const onChains = yarm.chains.reduce(
          (sum, { chainId }) =>
            sum + (seedDeposits(yarm, chainId).find((part) => part.yarmer === xHandle)?.amount ?? 0n),
          0n,
        )
        // Each chain's part is rounded down to a USDC unit.
        const units = BigInt(Math.floor(filled * 1e6))
        expect(onChains).toBeLessThanOrEqual(units)
        expect(units - onChains).toBeLessThanOrEqual(BigInt(yarm.chains.length))
      }
    }
  })
})
