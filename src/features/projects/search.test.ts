import { describe, expect, it } from 'vitest'
import { PRE_YARM_SORTS, YARM_STATUSES } from '@/api/projects'
import { PRE_YARM_SEARCH_DEFAULTS, parsePreYarmSearch, parseYarmSearch, YARM_SEARCH_DEFAULTS } from './search'

describe('Pre-Yarms and Yarms URL state', () => {
  it('reads every sort and status of the API', () => {
    for (const sort of PRE_YARM_SORTS) expect(parsePreYarmSearch({ sort })).toEqual({ sort })
    for (const status of YARM_STATUSES) expect(parseYarmSearch({ status })).toEqual({ status })
  })

  it.each([
    [{}],
    [{ sort: 'votes desc' }],
    [{ sort: '"><img src=x onerror=alert(1)>' }],
    [{ sort: ['votes'] }],
    [{ sort: 1 }],
    [{ sort: '__proto__' }],
  ])('falls back to sorting by votes for %j', (raw) => {
    expect(parsePreYarmSearch(raw as Record<string, unknown>)).toEqual(PRE_YARM_SEARCH_DEFAULTS)
  })

  it.each([
    [{}],
    [{ status: 'LIVE' }],
    [{ status: 'all' }],
    [{ status: null }],
    [{ status: { live: true } }],
  ])('falls back to live Yarms for %j', (raw) => {
    expect(parseYarmSearch(raw as Record<string, unknown>)).toEqual(YARM_SEARCH_DEFAULTS)
    expect(YARM_SEARCH_DEFAULTS.status).toBe('live')
  })

  it('keeps a Yarmer link only when it names a valid X handle', () => {
    expect(parseYarmSearch({ via: 'carol_ct' })).toEqual({ status: 'live', via: 'carol_ct' })
    expect(parseYarmSearch({ via: '@carol_ct', status: 'upcoming' })).toEqual({
      status: 'upcoming',
      via: 'carol_ct',
    })
    for (const via of ['', 'a'.repeat(16), 'carol ct', '<script>', 42, ['carol_ct'], null]) {
      expect(parseYarmSearch({ via })).toEqual({ status: 'live' })
    }
  })
})
