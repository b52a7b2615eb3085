import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ChainReads, VaultPart, VaultState } from '@/features/chain/queries'
import { ChainReadGaps } from './ChainReadGaps'

const yarm = { id: 'y', chains: [{ chainId: 8453 }, { chainId: 42161 }] } as never

function reads(unread: Record<number, VaultPart[]>): ChainReads {
  const byChain: ChainReads['byChain'] = {}
  for (const [chainId, parts] of Object.entries(unread)) {
    byChain[Number(chainId)] = {
      status: 'ready',
      state: {
        chainId: Number(chainId),
        usdcBalance: null,
        ethBalance: null,
        vaults: { y: { unread: parts } as unknown as VaultState },
        chainTime: 0n,
        readAt: 0,
      },
    }
  }
  return { byChain }
}

describe('ChainReadGaps', () => {
  it('says which part of which chain could not be read', () => {
    render(
      <ChainReadGaps yarm={yarm} reads={reads({ 8453: ['fills', 'withdrawals'], 42161: ['yieldWindow'] })} />,
    )
    const notices = screen.getAllByRole('status').map((notice) => notice.textContent)
    expect(notices).toEqual([
      "The top Yarmers' fills could not be read from Base: the table shows Yarm's last figures.",
      'Your pending withdrawals could not be read from Base right now.',
      'The APY could not be measured on Arbitrum One: the card shows the quoted APY.',
    ])
  })

  it('says nothing when everything was read', () => {
    const { container } = render(<ChainReadGaps yarm={yarm} reads={reads({ 8453: [], 42161: [] })} />)
    expect(container).toBeEmptyDOMElement()
  })
})
