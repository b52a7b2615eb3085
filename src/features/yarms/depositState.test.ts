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
  fills: {},
  yieldWindow: { fromAt: 0n, fromPrice: 0n, toAt: 0n, toPrice: 0n },
  unread: [],
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
  topYarmers: [
    { rank: 1, xHandle: 'Carol_CT', allocationCap: '500.00', filled: '100.00' },
    { rank: 2, xHandle: 'dave', allocationCap: '400.00', filled: '50.00' },
  ],
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

  it("takes a top Yarmer's fill from the vaults once every chain with one has answered", () => {
    const both = (fills: Record<string, bigint>, other?: ChainReads['byChain'][number]) => {
      const byChain: ChainReads['byChain'] = { 8453: ready(vault({ fills })) }
      if (other) byChain[42161] = other
      return withChainTvl(yarm, { byChain })
    }
    // One chain with a vault: its fills, by the handle in lower case; a handle it was not asked about keeps
    // the API's figure.
    const shown = both({ carol_ct: 1_234_560_000n }, undefined)
    expect(shown.topYarmers.map((row) => row.filled)).toEqual(['1234.56', '50.00'])
    // Two chains: summed; while one is still loading, the API's figures stay.
    const second = ready(vault({ fills: { carol_ct: 1_000_000n, dave: 0n } }))
    expect(
      both({ carol_ct: 2_000_000n, dave: 5_000_000n }, second).topYarmers.map((row) => row.filled),
    ).toEqual(['3', '5'])
    const loading = { status: 'loading' as const, state: undefined }
    expect(both({ carol_ct: 2_000_000n }, loading).topYarmers).toBe(yarm.topYarmers)
  })
})
