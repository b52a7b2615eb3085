import { describe, expect, it } from 'vitest'
import {
  formatDateTime,
  formatNumber,
  formatPercent,
  relativeTime,
  shortAddress,
  shortenNumber,
  truncateName,
} from './format'

describe('format', () => {
  it('shortens numbers with k, m, b and t', () => {
    expect(
      [999, 1_234, 56_700, 5_600_000, 7_100_000_000, 2_500_000_000_000].map((n) => shortenNumber(n)),
    ).toEqual(['999', '1.2k', '56.7k', '5.6m', '7.1b', '2.5t'])
    expect(shortenNumber(-1_500)).toBe('-1.5k')
    expect(shortenNumber(Number.NaN)).toBe('–')
  })

  it('shows 4 + 4 characters of an address and cuts names at 24', () => {
    expect(shortAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf3…2266')
    expect(truncateName('a'.repeat(24))).toBe('a'.repeat(24))
    expect(truncateName('a'.repeat(30))).toBe(`${'a'.repeat(23)}…`)
  })

  it('formats percentages and relative times', () => {
    expect(formatPercent(0.0123)).toBe('1.23%')
    expect(relativeTime(Date.UTC(2026, 0, 4), Date.UTC(2026, 0, 1))).toBe('in 3 days')
    expect(relativeTime(Date.UTC(2026, 0, 1, 10), Date.UTC(2026, 0, 1, 12))).toBe('2 hours ago')
  })

  it('keeps formatters apart by locale and options while reusing them', () => {
    expect(formatNumber(1234.5, 'en-US')).toBe('1,234.5')
    expect(formatNumber(1234.5, 'de-DE')).toBe('1.234,5')
    expect(formatNumber(1234.5, 'en-US', { maximumFractionDigits: 0 })).toBe('1,235')
    expect(formatNumber(1234.5, 'en-US')).toBe('1,234.5')
    expect(formatPercent(0.0123, 'en-US', 1)).toBe('1.2%')
    expect(formatPercent(0.0123, 'en-US')).toBe('1.23%')
    const date = Date.UTC(2026, 0, 2, 3, 4)
    expect(formatDateTime(date, 'en-US', { timeZone: 'UTC', year: 'numeric' })).toBe('2026')
    expect(formatDateTime(date, 'en-US', { timeZone: 'UTC', month: 'long' })).toBe('January')
    expect(() => formatNumber(1, 'not a locale!')).toThrow(RangeError)
  })
})
