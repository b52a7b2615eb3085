import { describe, expect, it } from 'vitest'
import type { ChainReads, VaultState } from '@/features/chain/queries'
import type { YieldWindow } from '@/features/chain/yarmReads'
import { MIN_APY_WINDOW_SECONDS, vaultApy, yarmApy } from './chainApy'

const DAY = 86_400n
const PRICE = 10n ** 18n
/** A window over `seconds` whose price grew by `growth` (a fraction), from chain time 1,000,000. */
const grown = (growth: number, seconds: bigint): YieldWindow => ({
  fromAt: 1_000_000n,
  fromPrice: PRICE,
  toAt: 1_000_000n + seconds,
  toPrice: PRICE + BigInt(Math.round(growth * 1e18)),
})
const NONE: YieldWindow = { fromAt: 0n, fromPrice: 0n, toAt: 0n, toPrice: 0n }

const vault = (totalAssets: bigint, yieldWindow: YieldWindow) =>
  ({ yarmId: 'y', totalAssets, yieldWindow }) as unknown as VaultState
const ready = (chainId: number, state: VaultState | undefined) => ({
  status: 'ready' as const,
  state: {
    chainId,
    usdcBalance: null,
    ethBalance: null,
    vaults: (state ? { y: state } : {}) as Record<string, VaultState>,
    chainTime: 0n,
    readAt: 0,
  },
})
const loading = { status: 'loading' as const, state: undefined }
const unreachable = { status: 'unreachable' as const, state: undefined }

const yarm = {
  id: 'y',
  chains: [
    { chainId: 8453, tvl: '1000', tvlCap: '2000' },
    { chainId: 42161, tvl: '500', tvlCap: '1000' },
  ],
  apy: { base: 0.041, bonus: 0.062 },
}
const API = { source: 'api', total: 0.041 + 0.062, base: 0.041, bonus: 0.062 }
const reads = (byChain: ChainReads['byChain']): ChainReads => ({ byChain })

describe('vaultApy', () => {
  it('annualises the share price growth over the window, without compounding', () => {
    // 1 % in 36.5 days is 10 % a year.
    expect(vaultApy(grown(0.01, (365n * DAY) / 10n))).toBeCloseTo(0.1, 6)
    // A keeper round of 15 s at 10.3 %, measured over a minute (four rounds).
    expect(vaultApy(grown((0.103 * 60) / (365 * 86_400), 60n))).toBeCloseTo(0.103, 6)
  })

  it('has no figure before two accruals, under a minute apart, or for a price that fell', () => {
    expect(vaultApy(NONE)).toBeNull()
    // Right after the first accrual: both ends the same point.
    expect(vaultApy({ fromAt: 5n, fromPrice: PRICE, toAt: 5n, toPrice: PRICE })).toBeNull()
    expect(vaultApy(grown(0.0001, MIN_APY_WINDOW_SECONDS - 1n))).toBeNull()
    expect(vaultApy(grown(-0.001, DAY))).toBeNull()
    expect(vaultApy(grown(0, MIN_APY_WINDOW_SECONDS))).toBe(0)
  })
})

describe('yarmApy: the chain wins once it can tell, the API figure until then', () => {
  it("weights each chain's measured APY by what its vault holds", () => {
    const apy = yarmApy(
      yarm,
      reads({
        8453: ready(8453, vault(3_000_000n, grown(0.01, (365n * DAY) / 10n))), // 10 %
        42161: ready(42161, vault(1_000_000n, grown(0.02, (365n * DAY) / 10n))), // 20 %
      }),
    )
    expect(apy.source).toBe('chain')
    expect(apy.total).toBeCloseTo(0.125, 6)
  })

  it('shows the API figure, never 0 %, while any vault holding assets has nothing measured', () => {
    const measured = ready(8453, vault(3_000_000n, grown(0.01, DAY)))
    // No keeper on this stack: no accrual ever.
    expect(yarmApy(yarm, reads({ 8453: measured, 42161: ready(42161, vault(1n, NONE)) }))).toEqual(API)
    // A vault too young to have moved: one accrual, or two within the minute.
    expect(yarmApy(yarm, reads({ 8453: ready(8453, vault(3_000_000n, grown(0.00001, 30n))) }))).toEqual(API)
    // The reads are not in yet, or a node is down.
    expect(yarmApy(yarm, reads({ 8453: measured, 42161: loading }))).toEqual(API)
    expect(yarmApy(yarm, reads({ 8453: measured, 42161: unreachable }))).toEqual(API)
    // An upcoming Yarm: its vaults hold nothing, so there is nothing to measure.
    expect(
      yarmApy(yarm, reads({ 8453: ready(8453, vault(0n, NONE)), 42161: ready(42161, vault(0n, NONE)) })),
    ).toEqual(API)
    // A Yarm with no vault on the page's chains (an ended one on Ethereum).
    expect(yarmApy(yarm, reads({}))).toEqual(API)
  })

  it('leaves out an empty vault and a chain where this Yarm has none', () => {
    const apy = yarmApy(
      yarm,
      reads({
        8453: ready(8453, vault(3_000_000n, grown(0.01, (365n * DAY) / 10n))),
        42161: ready(42161, undefined),
      }),
    )
    expect(apy).toEqual({ source: 'chain', total: expect.closeTo(0.1, 6) })
    const emptySecond = yarmApy(
      yarm,
      reads({
        8453: ready(8453, vault(3_000_000n, grown(0.01, (365n * DAY) / 10n))),
        42161: ready(42161, vault(0n, NONE)),
      }),
    )
    expect(emptySecond.source).toBe('chain')
  })
})
