import { render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { BoardRow } from '@/api/yarmerboard'
import { BoardTable } from './BoardTable'
import { RankChange } from './RankChange'

const row = (overrides: Partial<BoardRow>): BoardRow => ({
  rank: 1,
  rankChange: 0,
  isNew: false,
  xHandle: 'someone',
  xName: 'Someone',
  score: 100,
  mindshare: 0.01,
  ...overrides,
})

describe('RankChange', () => {
  it.each([
    [12, false, '▲ 12', 'up 12', 'up'],
    [-1234, false, '▼ 1,234', 'down 1,234', 'down'],
    [0, false, '–', 'no change', 'same'],
    [5, true, 'New', 'new', 'new'],
  ])('%i (new: %s) shows %s and reads "%s"', (change, isNew, shown, spoken, direction) => {
    const { container } = render(<RankChange change={change} isNew={isNew} />)
    const root = container.firstElementChild as HTMLElement
    expect(root).toHaveAttribute('data-direction', direction)
    // The arrow is for the eye only; the words are what assistive tech reads.
    expect(root.querySelector('[aria-hidden="true"]')).toHaveTextContent(shown)
    expect(screen.getByText(spoken)).not.toHaveAttribute('aria-hidden')
  })
})

describe('BoardTable', () => {
  const rows = [
    row({ rank: 1, xHandle: 'leader', xName: 'The Leader', rankChange: 3, score: 1000, mindshare: 0.0465 }),
    row({
      rank: 19,
      xHandle: 'carol_ct',
      xName: 'Carol ✦ CT',
      rankChange: -2,
      score: 643.1,
      mindshare: 0.0036,
    }),
    row({
      rank: 4817,
      xHandle: 'bad handle"><img>',
      xName: '<b>not bold</b>',
      isNew: true,
      score: 2_500_000,
    }),
  ]

  it('draws the first screen of a 50-row page at once and the rest in later tasks, all of them', async () => {
    const page = Array.from({ length: 50 }, (_, index) =>
      row({ rank: index + 1, xHandle: `yarmer${index + 1}`, xName: `Yarmer ${index + 1}` }),
    )
    render(<BoardTable caption="Board" rows={page} myHandle={null} />)
    const table = screen.getByRole('table', { name: 'Board' })
    // The header row and the first ten.
    expect(within(table).getAllByRole('row')).toHaveLength(11)
    // The rest follow soon after, in order (find-in-page and screen readers get the whole page).
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(51), { timeout: 10_000 })
    expect(within(table).getAllByRole('row')[50]).toHaveTextContent('Yarmer 50')
  }, 15_000)

  it('is a real table with headers, one row per Yarmer, numbers through Intl', () => {
    render(<BoardTable caption="Yarmerboard, 30 days" rows={rows} myHandle={null} />)
    const table = screen.getByRole('table', { name: 'Yarmerboard, 30 days' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Rank', 'Yarmer', 'Change', 'Score', 'Mindshare'])
    const [, first, , last] = within(table).getAllByRole('row')
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'The Leader@leader', '▲ 3up 3', '1k', '4.65%'])
    expect(within(last as HTMLElement).getByText('4,817')).toBeInTheDocument()
    expect(within(last as HTMLElement).getByText('2.5m')).toBeInTheDocument()
  })

  it('links valid handles to X in a new tab, and never an invalid one or markup', () => {
    render(<BoardTable caption="Board" rows={rows} myHandle={null} />)
    const link = screen.getByRole('link', { name: '@leader' })
    expect(link).toHaveAttribute('href', 'https://x.com/leader')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.queryByRole('link', { name: /bad handle/ })).not.toBeInTheDocument()
    expect(screen.getByText('<b>not bold</b>')).toBeInTheDocument()
    expect(document.querySelector('b')).toBeNull()
  })

  it("marks the signed-in user's row, whatever the case of the handle", () => {
    render(<BoardTable caption="Board" rows={rows} myHandle="Carol_CT" />)
    const current = screen.getAllByRole('row').filter((tr) => tr.getAttribute('aria-current') === 'true')
    expect(current).toHaveLength(1)
    expect(current[0]).toHaveTextContent('(you)')
    expect(current[0]).toHaveTextContent('19')
  })
})
