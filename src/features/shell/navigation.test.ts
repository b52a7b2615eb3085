import { describe, expect, it } from 'vitest'
import { isActivePath, NAV_ITEMS } from './navigation'

describe('isActivePath', () => {
  it('matches the path and anything under it', () => {
    expect(isActivePath('/yarms', '/yarms')).toBe(true)
    expect(isActivePath('/yarms/abc', '/yarms')).toBe(true)
  })

  it('does not match a sibling that merely shares a prefix', () => {
    expect(isActivePath('/yarmerboard', '/yarms')).toBe(false)
    expect(isActivePath('/', '/yarms')).toBe(false)
  })

  it('lists Portfolio as the only disabled item', () => {
    expect(NAV_ITEMS.filter((item) => item.disabled).map((item) => item.path)).toEqual(['/portfolio'])
  })
})
