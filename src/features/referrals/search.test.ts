import { describe, expect, it } from 'vitest'
import { parseReferralSearch } from './search'

describe('parseReferralSearch', () => {
  it('reads the page of the referral table', () => {
    expect(parseReferralSearch({ page: 2 })).toEqual({ page: 2 })
  })

  it.each([
    [{}],
    [{ page: 0 }],
    [{ page: '1;DROP TABLE' }],
    [{ page: 1.5 }],
    [{ page: 1e9 }],
    [{ page: [2] }],
  ])('falls back to page 1 for %j', (raw) => {
    expect(parseReferralSearch(raw as Record<string, unknown>)).toEqual({ page: 1 })
  })
})
