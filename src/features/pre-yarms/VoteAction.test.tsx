import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { VoteAction, type Voter } from './VoteAction'

const moss = { id: 'moss', name: 'Moss Labs', status: 'voting' as const }

describe('VoteAction', () => {
  it('keeps one Vote button while the account is checked and once it is known: a tap or focus on it is not lost', () => {
    const queryClient = new QueryClient()
    const wrap = (node: ReactNode) => <QueryClientProvider client={queryClient}>{node}</QueryClientProvider>
    const action = (voter: Voter) => wrap(<VoteAction project={moss} roundOpen voter={voter} voted={false} />)
    const { rerender } = render(action({ kind: 'checking', xId: '42' }))
    const checking = screen.getByRole('button', { name: 'Vote for Moss Labs' })
    expect(checking).toHaveAttribute('aria-disabled', 'true')
    checking.focus()

    rerender(action({ kind: 'activated', xId: '42', xHandle: 'carol_ct' }))
    const ready = screen.getByRole('button', { name: 'Vote for Moss Labs' })
    expect(ready).toHaveAttribute('aria-disabled', 'false')
    expect(ready).toBe(checking)
    expect(document.activeElement).toBe(ready)
  })
})
