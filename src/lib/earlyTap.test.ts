import { afterEach, describe, expect, it } from 'vitest'
import { takeEarlyTap } from './earlyTap'

const early = window as { yarmEarlyTap?: unknown }

describe('takeEarlyTap', () => {
  afterEach(() => {
    delete early.yarmEarlyTap
  })

  it('hands the tap early.js kept to its own control only, and once', () => {
    early.yarmEarlyTap = 'connect-x'
    expect(takeEarlyTap('connect-wallet')).toBe(false)
    expect(takeEarlyTap('connect-x')).toBe(true)
    expect(takeEarlyTap('connect-x')).toBe(false)
  })

  it('takes nothing when nothing was tapped, or something that is not a name', () => {
    expect(takeEarlyTap('connect-x')).toBe(false)
    early.yarmEarlyTap = { toString: () => 'connect-x' }
    expect(takeEarlyTap('connect-x')).toBe(false)
  })
})
