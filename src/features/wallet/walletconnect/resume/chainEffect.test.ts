import { describe, expect, it } from 'vitest'
import { judgeEffect } from './chainEffect'

describe('what the chain says of a request that ran out', () => {
  it.each([
    { keptNonce: 4, nonceNow: 4, code: undefined, effect: 'none' },
    { keptNonce: 4, nonceNow: 4, code: '0x', effect: 'none' },
    { keptNonce: 4, nonceNow: 5, code: undefined, effect: 'sent' },
    { keptNonce: 4, nonceNow: 9, code: '0x', effect: 'sent' },
    // Nothing kept from request time: no telling whether the count moved.
    { keptNonce: undefined, nonceNow: 4, code: undefined, effect: 'unknown' },
    // A contract account (a Safe) sends without moving its count.
    { keptNonce: 4, nonceNow: 4, code: '0x6080', effect: 'unknown' },
  ] as const)('count $keptNonce then, $nonceNow now, code $code: $effect', ({ effect, ...reading }) => {
    expect(judgeEffect(reading)).toBe(effect)
  })
})
