import { describe, expect, it } from 'vitest'
import type { Yarm } from '@/api/projects'
import type { ChainReads, VaultState } from '@/features/chain/queries'
import { depositBlocked } from './DepositAction'
import { withChainTvl } from './YourDeposit'

const vault = (patch: Partial<VaultState> = {}): VaultState => ({
  yarmId: 'y',
  vault: '0x1',
  usdc: '0x2',
  totalAssets: 1_500_000_000n,
  tvlCap: 2_000_000_000n,
  capacity: 500_000_000n,
  open: true,
  endsAt: 0n,
  withdrawalDelay: 604_800n,
  position: null,
  totalSupply: 1_500_000_000n,
  withdrawals: [],
  ...patch,
})

const ready = (state: VaultState) => ({
  status: 'ready' as const,
  state: {
    chainId: 8453,
    usdcBalance: null,
    ethBalance: null,
    vaults: { y: state },
    chainTime: 0n,
    readAt: 0,
  },
})

const yarm = {
  id: 'y',
  status: 'live',
  chains: [
    { chainId: 8453, tvl: '1000', tvlCap: '2000' },
    { chainId: 42161, tvl: '10', tvlCap: '1000' },
  ],
  tvl: '1010',
  tvlCap: '3000',
} as unknown as Yarm

describe('depositBlocked', () => {
  it('names why a Yarm cannot take a deposit', () => {
    const reads: ChainReads = { byChain: { 8453: ready(vault()) } }
    expect(depositBlocked({ ...yarm, status: 'upcoming' }, reads)).toBe('notLive')
    expect(depositBlocked(yarm, { byChain: {} })).toBe('noVault')
    expect(depositBlocked(yarm, { byChain: { 8453: { status: 'unreachable', state: undefined } } })).toBe(
      'unreachable',
    )
    expect(depositBlocked(yarm, { byChain: { 8453: ready(vault({ capacity: 0n })) } })).toBe('full')
    expect(depositBlocked(yarm, reads)).toBe(null)
  })

  it('is open while any reachable chain has room, and while the chains are still being read', () => {
    expect(
      depositBlocked(yarm, {
        byChain: { 8453: ready(vault({ capacity: 0n })), 42161: { status: 'unreachable', state: undefined } },
      }),
    ).toBe('full')
    expect(depositBlocked(yarm, { byChain: { 8453: { status: 'loading', state: undefined } } })).toBe(null)
  })
})

describe('withChainTvl', () => {
  it("takes each chain's TVL and cap from its vault, and sums them", () => {
    const shown = withChainTvl(yarm, { byChain: { 8453: ready(vault()) } })
    expect(shown.chains[0]).toMatchObject({ tvl: '1500', tvlCap: '2000' })
    expect(shown.chains[1]).toMatchObject({ tvl: '10', tvlCap: '1000' })
    expect(shown).toMatchObject({ tvl: '1510', tvlCap: '3000' })
    expect(withChainTvl(yarm, { byChain: {} })).toBe(yarm)
  })
})
