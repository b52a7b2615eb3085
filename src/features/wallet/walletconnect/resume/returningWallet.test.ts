import { describe, expect, it } from 'vitest'
import { rememberWallet } from '../../state/savedEntries'
import { hadConnection, rememberedWallet } from './returningWallet'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/** wagmi's saved state as wagmi writes it (its Map serialized with `__type`). */
const saved = (current: string | null, entries: unknown[] = []) =>
  JSON.stringify({
    state: { connections: { __type: 'Map', value: entries }, chainId: 8453, current },
    version: 3,
  })
const entry = (uid: string, accounts: unknown[], chainId: unknown = 8453) => [
  uid,
  { accounts, chainId, connector: { id: 'io.metamask', name: 'MetaMask', type: 'injected', uid } },
]

describe('hadConnection', () => {
  it("knows a returning wallet by our marks or by a current connection in wagmi's saved state", () => {
    expect(hadConnection()).toBe(false)
    localStorage.setItem('wagmi.store', saved(null))
    expect(hadConnection()).toBe(false)
    localStorage.setItem('wagmi.store', saved('4a0d3475d9a', [entry('4a0d3475d9a', [ADDRESS])]))
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

describe('rememberedWallet', () => {
  it("reads the current connection's first account and chain", () => {
    localStorage.setItem(
      'wagmi.store',
      saved('b', [entry('a', ['0x0000000000000000000000000000000000000001']), entry('b', [ADDRESS], 42161)]),
    )
    expect(rememberedWallet()).toEqual({ address: ADDRESS, chainId: 42161 })
  })

  it('has none without a current connection, or with one that is not a wallet address on a chain id', () => {
    expect(rememberedWallet()).toBeNull()
    for (const state of [
      saved(null, [entry('a', [ADDRESS])]),
      saved('b', [entry('a', [ADDRESS])]),
      saved('a', [entry('a', [])]),
      saved('a', [entry('a', ['<img src=x onerror=alert(1)>'])]),
      saved('a', [entry('a', [ADDRESS], '8453')]),
      saved('a', [entry('a', [ADDRESS], -1)]),
      saved('a', [entry('a', [ADDRESS])]).replace('"version":3', '"version":2'),
      '{"state":',
    ]) {
      localStorage.setItem('wagmi.store', state)
      expect(rememberedWallet()).toBeNull()
    }
  })
})
