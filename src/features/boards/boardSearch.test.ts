import { describe, expect, it } from 'vitest'
import { TIMEFRAMES } from '@/api/yarmerboard'
import { BOARD_SEARCH_DEFAULTS, BOARD_TIMEFRAMES, parseBoardSearch } from './boardSearch'

describe('parseBoardSearch', () => {
  it('knows exactly the timeframes of the API', () => {
    expect(BOARD_TIMEFRAMES).toEqual(TIMEFRAMES)
    for (const timeframe of TIMEFRAMES) expect(parseBoardSearch({ timeframe }).timeframe).toBe(timeframe)
  })

  it('reads valid URL state, including numbers the router parsed from JSON', () => {
    expect(parseBoardSearch({ timeframe: '7d', page: 3, search: 'carol' })).toEqual({
      timeframe: '7d',
      page: 3,
      search: 'carol',
    })
    expect(parseBoardSearch({ page: '4', search: 123 })).toEqual({ timeframe: '30d', page: 4, search: '123' })
  })

  it('defaults to the 30-day board, page 1 and no search', () => {
    expect(parseBoardSearch({})).toEqual(BOARD_SEARCH_DEFAULTS)
    expect(BOARD_SEARCH_DEFAULTS).toEqual({ timeframe: '30d', page: 1, search: '' })
  })

  it.each([
    ['a script as timeframe', { timeframe: '<script>alert(1)</script>' }],
    ['an unknown timeframe', { timeframe: '1y' }],
    ['a timeframe of another case', { timeframe: '7D' }],
    ['page zero', { page: 0 }],
    ['a negative page', { page: -3 }],
    ['a fractional page', { page: 2.5 }],
    ['a page that is not a number', { page: 'abc' }],
    ['a page past any board', { page: 1e12 }],
    ['an infinite page', { page: 'Infinity' }],
    ['a page array', { page: [1, 2] }],
    ['a page object', { page: { $gt: 1 } }],
    ['a search object', { search: { toString: 'x' } }],
    ['a search array', { search: ['a', 'b'] }],
    ['a null search', { search: null }],
  ])('falls back to the default for %s, never throwing', (_, raw) => {
    expect(parseBoardSearch(raw as Record<string, unknown>)).toEqual(BOARD_SEARCH_DEFAULTS)
  })

  it('trims the search and cuts it at 50 characters', () => {
    expect(parseBoardSearch({ search: '  @carol_ct  ' }).search).toBe('@carol_ct')
    expect(parseBoardSearch({ search: 'x'.repeat(500) }).search).toHaveLength(50)
  })

  it('keeps the valid fields when another one is hostile', () => {
    expect(parseBoardSearch({ timeframe: 'all', page: '-1', search: 'degen' })).toEqual({
      timeframe: 'all',
      page: 1,
      search: 'degen',
    })
  })
})
