import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadRuntimeForReturningWallet } from './runtimeLoad'
import { WAGMI_RECENT_CONNECTOR_KEY } from './state/storageKeys'

const loaded = vi.hoisted(() => [] as string[])

vi.mock('./runtime/reconnect', () => {
  loaded.push('reconnect')
  return { settled: Promise.resolve() }
})
vi.mock('./runtime/WalletRuntime', () => {
  loaded.push('WalletRuntime')
  return { walletRuntime: { settled: Promise.resolve() } }
})

afterEach(() => {
  localStorage.clear()
  loaded.length = 0
})

describe('loadRuntimeForReturningWallet', () => {
  it('asks for wagmi reconnect on its own first, then the rest of the runtime, for a returning wallet', async () => {
    localStorage.setItem(WAGMI_RECENT_CONNECTOR_KEY, '"io.metamask"')
    expect(loadRuntimeForReturningWallet()).toBe(true)
    await vi.dynamicImportSettled()
    expect(loaded).toEqual(['reconnect', 'WalletRuntime'])
  })

  it('loads nothing for a wallet never connected', async () => {
    expect(loadRuntimeForReturningWallet()).toBe(false)
    await vi.dynamicImportSettled()
    expect(loaded).toEqual([])
  })
})
