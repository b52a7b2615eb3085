import { afterEach, describe, expect, it } from 'vitest'
import { dropEarlyTapOnSessionChange, markAppLive, takeEarlyTap } from './earlyTap'

const early = window as { yarmEarlyTap?: unknown; yarmLive?: boolean }

/** A session store's subscribe, and a way to change the session. */
function fakeSession() {
  const listeners = new Set<() => void>()
  return {
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    change() {
      for (const listener of [...listeners]) listener()
    },
    get listeners() {
      return listeners.size
    },
  }
}

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

describe('an early tap and the session it was made in', () => {
  afterEach(() => {
    delete early.yarmEarlyTap
    delete early.yarmLive
  })

  it('is dropped by a change of session before it was played back (a sign-out, long after)', () => {
    const session = fakeSession()
    early.yarmEarlyTap = 'connect-x'
    dropEarlyTapOnSessionChange(session.subscribe)
    markAppLive()
    // Signed in: no Connect X took the tap. Then the user signs out, and Connect X appears.
    session.change()
    expect(takeEarlyTap('connect-x')).toBe(false)
    expect(session.listeners).toBe(0)
  })

  it('is played back when the session stayed as it was, and then stops listening', () => {
    const session = fakeSession()
    dropEarlyTapOnSessionChange(session.subscribe)
    early.yarmEarlyTap = 'connect-x'
    markAppLive()
    expect(session.listeners).toBe(1)
    expect(takeEarlyTap('connect-x')).toBe(true)
    expect(session.listeners).toBe(0)
  })

  it('stops listening once the app is live with no tap kept: none can come any more', () => {
    const session = fakeSession()
    dropEarlyTapOnSessionChange(session.subscribe)
    markAppLive()
    expect(session.listeners).toBe(0)
  })
})
