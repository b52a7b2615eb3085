import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render as renderDom, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { formatDateTime } from '@/lib/format'
import { countdownText, dueLookIn, nextTickIn, UpdateNews } from './UpdateNews'

let queryClient = new QueryClient()
const render = (element: ReactElement) =>
  renderDom(<QueryClientProvider client={queryClient}>{element}</QueryClientProvider>)

const NOW = Date.parse('2026-11-25T08:00:00.000Z')
const MIN = 60_000

describe('countdownText and nextTickIn', () => {
  it('counts down to the minute, then the second, then says it is due', () => {
    expect(countdownText(4 * 86_400_000 + 15 * 3_600_000 + 9 * MIN + 30_000, 'en-US')).toBe(
      '4 days, 15 hr, 9 min',
    )
    expect(countdownText(2 * 3_600_000, 'en-US')).toBe('2 hr')
    expect(countdownText(5 * MIN + 100, 'en-US')).toBe('5 min')
    expect(countdownText(42_500, 'en-US')).toBe('42 sec')
    expect(countdownText(500, 'en-US')).toBeNull()
    expect(countdownText(90 * MIN, 'de-DE')).toBe('1 Std., 30 Min.')
  })

  it('wakes at the next whole minute left, each second in the last minute, and not once due', () => {
    expect(nextTickIn(12 * MIN + 30_000)).toBe(30_000 + 20)
    expect(nextTickIn(42_500)).toBe(500 + 20)
    expect(nextTickIn(999)).toBeNull()
  })
})

describe('dueLookIn', () => {
  it('looks for the new week 5 s after it is due, then three times later each time, never more than 10 min apart', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(dueLookIn)).toEqual([
      5_000, 15_000, 45_000, 135_000, 405_000, 600_000, 600_000, 600_000,
    ])
  })
})

describe('UpdateNews', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(NOW)
    queryClient = new QueryClient()
  })
  afterEach(() => {
    vi.useRealTimers()
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' })
  })

  it('says how far the user moved, and ticks the countdown in a <time>, at most once a minute', () => {
    const at = new Date(NOW + 2 * MIN + 30_000).toISOString()
    render(<UpdateNews move={-3} nextUpdateAt={at} />)
    expect(screen.getByText('Down 3 places since your last visit')).toBeInTheDocument()
    const time = () => document.querySelector('time')
    expect(time()).toHaveAttribute('datetime', at)
    expect(time()).toHaveTextContent('2 min')
    act(() => vi.advanceTimersByTime(29_000))
    expect(time()).toHaveTextContent('2 min')
    act(() => vi.advanceTimersByTime(1_100))
    expect(time()).toHaveTextContent('1 min')
    act(() => vi.advanceTimersByTime(MIN))
    expect(time()).toHaveTextContent('59 sec')
    act(() => vi.advanceTimersByTime(1_000))
    expect(time()).toHaveTextContent('58 sec')
    act(() => vi.advanceTimersByTime(MIN))
    // Due: the time it was due, in a <time> as in the other states.
    const due = screen.getByText(/^The next update was due /)
    expect(due).toHaveTextContent(`The next update was due ${formatDateTime(at, 'en-US')}; checking for it`)
    expect(due.querySelector('time')).toHaveAttribute('datetime', at)
  })

  it('once due, looks for the new week with growing waits, not while hidden, and stops when it comes', () => {
    const at = new Date(NOW + 10_000).toISOString()
    const looks = vi.spyOn(queryClient, 'invalidateQueries')
    const { rerender } = render(<UpdateNews move={null} nextUpdateAt={at} />)
    act(() => vi.advanceTimersByTime(10_000))
    expect(document.querySelector('time')).toHaveAttribute('datetime', at)
    expect(looks).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(5_000))
    expect(looks).toHaveBeenCalledTimes(1)
    expect(looks).toHaveBeenLastCalledWith({ queryKey: ['yarmerboard'] })
    act(() => vi.advanceTimersByTime(14_000))
    expect(looks).toHaveBeenCalledTimes(1)
    act(() => vi.advanceTimersByTime(1_000))
    expect(looks).toHaveBeenCalledTimes(2)
    act(() => vi.advanceTimersByTime(45_000))
    expect(looks).toHaveBeenCalledTimes(3)
    // Hidden: no looks (updateWatch looks then).
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' })
    act(() => document.dispatchEvent(new Event('visibilitychange')))
    act(() => vi.advanceTimersByTime(60 * MIN))
    expect(looks).toHaveBeenCalledTimes(3)
    // Back in view: a look soon.
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' })
    act(() => document.dispatchEvent(new Event('visibilitychange')))
    act(() => vi.advanceTimersByTime(5_000))
    expect(looks).toHaveBeenCalledTimes(4)
    // The new week's board: counting down again, no more looks.
    const next = new Date(Date.now() + 7 * 24 * 60 * MIN).toISOString()
    rerender(
      <QueryClientProvider client={queryClient}>
        <UpdateNews move={null} nextUpdateAt={next} />
      </QueryClientProvider>,
    )
    expect(screen.getByText(/^Next update in/).querySelector('time')).toHaveAttribute('datetime', next)
    act(() => vi.advanceTimersByTime(60 * MIN))
    expect(looks).toHaveBeenCalledTimes(4)
  })

  it('sleeps while the page is hidden and catches up when it is back', () => {
    const at = new Date(NOW + 10 * MIN).toISOString()
    render(<UpdateNews move={0} nextUpdateAt={at} />)
    expect(screen.getByText('Same rank as on your last visit')).toBeInTheDocument()
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' })
    act(() => document.dispatchEvent(new Event('visibilitychange')))
    expect(vi.getTimerCount()).toBe(0)
    act(() => vi.advanceTimersByTime(5 * MIN))
    expect(document.querySelector('time')).toHaveTextContent('10 min')
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' })
    act(() => document.dispatchEvent(new Event('visibilitychange')))
    expect(document.querySelector('time')).toHaveTextContent('5 min')
  })

  it('says nothing about a move when there is nothing to compare with', () => {
    render(<UpdateNews move={null} nextUpdateAt={undefined} />)
    expect(screen.queryByText(/last visit/)).not.toBeInTheDocument()
  })
})
