import { describe, expect, it } from 'vitest'
import { hadConnection } from './returningWallet'
import { rememberWallet } from './walletStorage'

describe('hadConnection', () => {
  it("knows a returning wallet by our marks or by a current connection in wagmi's saved state", () => {
    expect(hadConnection()).toBe(false)
    localStorage.setItem(
      'wagmi.store',
      '{"state":{"connections":{"__type":"Map","value":[]},"current":null}}',
    )
    expect(hadConnection()).toBe(false)
    localStorage.setItem('wagmi.store', '{"state":{"current":"4a0d3475d9a"},"version":3}')
    expect(hadConnection()).toBe(true)
    localStorage.clear()
    rememberWallet('metaMask')
    expect(hadConnection()).toBe(true)
  })

  it('counts an unreadable saved state or blocked storage as no connection', () => {
    for (const garbage of ['{"state":', '"current"', '{"state":{"current":42}}', 'null']) {
      localStorage.setItem('wagmi.store', garbage)
      expect(hadConnection()).toBe(false)
    }
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError')
      },
    }
    expect(hadConnection(blocked)).toBe(false)
  })
})
