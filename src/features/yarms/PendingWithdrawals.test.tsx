import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render as renderBare, screen, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Yarm } from '@/api/projects'
import type { ChainReads, VaultState } from '@/features/chain/queries'
import { PendingWithdrawals } from './PendingWithdrawals'

const yarm = {
  id: 'y',
  project: { name: 'Tidepool' },
  chains: [{ chainId: 8453, tvl: '0', tvlCap: '0' }],
} as unknown as Yarm

/** What the page read: one request of 400 USDC claimable at `claimableAt`, with the chain's clock `chainTime`. */
function reads(chainTime: bigint, claimableAt: bigint): ChainReads {
  const vault = {
    withdrawals: [
      { requestId: 1n, receiver: '0x1', claimableAt, shares: 400_000_000n, assets: 400_000_000n },
    ],
  } as unknown as VaultState
  return {
    byChain: {
      8453: {
        status: 'ready',
        state: {
          chainId: 8453,
          usdcBalance: null,
          ethBalance: null,
          vaults: { y: vault },
          chainTime,
          readAt: Date.now(),
        },
      },
    },
  }
}

const render = (ui: ReactElement) =>
  renderBare(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>)

const seconds = (ms: number) => BigInt(Math.floor(ms / 1000))
const DAY = 86_400n

afterEach(() => {
  vi.useRealTimers()
})

describe('PendingWithdrawals', () => {
  it("judges the claim by the chain's clock: a chain moved a week ahead can be claimed now", () => {
    const chainNow = seconds(Date.now()) + 7n * DAY
    render(<PendingWithdrawals yarm={yarm} reads={reads(chainNow, chainNow - 10n)} />)
    const request = within(screen.getByRole('region', { name: 'Pending withdrawals' })).getByRole('listitem')
    expect(request).toHaveTextContent('400 USDC')
    expect(request).toHaveTextContent('Ready to claim')
    expect(within(request).getByRole('button', { name: 'Claim' })).toBeEnabled()
  })

  it('keeps Claim off with the time it opens as its reason, then turns it on at that time', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
    // The chain runs a week ahead of the device; its claim opens in an hour of the chain's time.
    const chainNow = seconds(Date.now()) + 7n * DAY
    render(<PendingWithdrawals yarm={yarm} reads={reads(chainNow, chainNow + 3600n)} />)
    const claim = screen.getByRole('button', { name: 'Claim' })
    expect(claim).toBeDisabled()
    expect(claim).toHaveAccessibleDescription(/^Claimable from /)
    // Shown on the device's clock: an hour from now, not a week and an hour.
    const when = Date.parse(
      screen.getByRole('listitem').querySelector('time')?.getAttribute('datetime') ?? '',
    )
    expect(Math.abs(when - (Date.now() + 3_600_000))).toBeLessThan(2000)

    act(() => {
      vi.advanceTimersByTime(3_599_000 - 1000)
    })
    expect(claim).toBeDisabled()
    act(() => {
      vi.advanceTimersByTime(3000)
    })
    expect(screen.getByRole('button', { name: 'Claim' })).toBeEnabled()
    expect(screen.getByRole('listitem')).toHaveTextContent('Ready to claim')
  })

  it('shows nothing without a pending withdrawal', () => {
    const chainNow = seconds(Date.now())
    const empty = reads(chainNow, 0n)
    const state = empty.byChain[8453]?.state
    if (state) state.vaults.y = { withdrawals: [] } as unknown as VaultState
    const { container } = render(<PendingWithdrawals yarm={yarm} reads={empty} />)
    expect(container).toBeEmptyDOMElement()
  })
})
