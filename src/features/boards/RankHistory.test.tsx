import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { RankHistory as History } from '@/api/yarmerboard'
import { boardQueries } from './queries'
import { bestWeek, chartPoints, RankHistory } from './RankHistory'

const week = (i: number) => new Date(Date.UTC(2025, 10, 17) + i * 7 * 86_400_000).toISOString()
const history = (ranks: (number | null)[]): History => ({
  timeframe: '30d',
  updatedAt: week(ranks.length - 1),
  items: ranks.map((rank, i) => ({ weekOf: week(i), rank, score: rank === null ? 0 : 1000 - (rank ?? 0) })),
})

function show(data: History) {
  const queryClient = new QueryClient()
  queryClient.setQueryData(boardQueries.history('42', '30d').queryKey, data)
  return render(
    <QueryClientProvider client={queryClient}>
      <RankHistory xId="42" timeframe="30d" />
    </QueryClientProvider>,
  )
}

describe('RankHistory', () => {
  it('says where the user is now and their best week, marks it, and lists every week for screen readers', () => {
    const { container } = show(history([40, 31, 25, 22, 30, 28, 19, 24, 26, 23, 21, 20]))
    const summary = '#20 this week; best #19, in the week of Dec 29.'
    expect(screen.getByRole('figure', { name: 'Your last 12 weeks' })).toHaveTextContent(summary)
    expect(screen.getByRole('img', { name: summary })).toBeInTheDocument()
    // One mark for the best week, eleven ordinary points beside it.
    expect(container.querySelectorAll('circle')).toHaveLength(12)
    const table = screen.getByRole('table', { name: 'Rank and score by week' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(12)
    expect(rows[6]).toHaveTextContent('Dec 29 (best week)#19981')
    expect(rows[11]).toHaveTextContent('Feb 2#20980')
  })

  it('takes the latest of equal best weeks, and leaves weeks off the board out of the line', () => {
    const data = history([null, null, 9, 12, 9, 15, null, 11, 10, 10, 13, 14])
    expect(bestWeek(data.items)?.weekOf).toBe(week(4))
    const points = chartPoints(data.items)
    expect(points.map((point) => point.index)).toEqual([2, 3, 4, 5, 7, 8, 9, 10, 11])
    // Rank 9 (the best) at the top of the box, 15 (the worst) at the bottom.
    expect(points.find((point) => point.index === 4)?.y).toBe(6)
    expect(points.find((point) => point.index === 5)?.y).toBe(50)
  })

  it('says so when the user was not on the board, and draws no line', () => {
    const { container } = show(history(Array(12).fill(null)))
    expect(screen.getByRole('figure')).toHaveTextContent('Not on this board in the last 12 weeks.')
    expect(container.querySelector('svg')).toBeNull()
    expect(within(screen.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent('not ranked')
  })
})
