import { describe, expect, it } from 'vitest'
import { serializeQuery } from './query'

describe('serializeQuery', () => {
  it('uses dots for nesting and commas for arrays', () => {
    expect(
      decodeURIComponent(serializeQuery({ filter: { chainIds: [1, 8453], status: 'live' }, page: 2 })),
    ).toBe('filter.chainIds=1,8453&filter.status=live&page=2')
  })

  it('leaves out empty values and encodes the rest', () => {
    expect(serializeQuery({ a: undefined, b: null, c: [], search: 'a&b=c d', flag: false })).toBe(
      'search=a%26b%3Dc+d&flag=false',
    )
  })
})
