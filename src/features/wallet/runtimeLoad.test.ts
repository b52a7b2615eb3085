import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadRuntimeForReturningWallet, runtimeModule } from './runtimeLoad'
import { importRuntime } from './runtimePort'
import { WAGMI_RECENT_CONNECTOR_KEY } from './state/storageKeys'

const loaded = vi.hoisted(() => [] as string[])

// The reconnect module arrives a task later than the rest of the runtime would, as on a slow network.
vi.mock('./runtime/reconnect', async () => {
  await new Promise((resolve) => setTimeout(resolve, 0))
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

// Modules load once per page, as here once per file: the wallet never connected comes first.
describe('loadRuntimeForReturningWallet', () => {
  it('loads nothing for a wallet never connected', async () => {
    expect(loadRuntimeForReturningWallet()).toBe(false)
    await vi.dynamicImportSettled()
    expect(loaded).toEqual([])
  })

  it('fetches wagmi reconnect on its own first, then the rest of the runtime, whoever asks for it meanwhile', async () => {
    localStorage.setItem(WAGMI_RECENT_CONNECTOR_KEY, '"io.metamask"')
    expect(loadRuntimeForReturningWallet()).toBe(true)
    // The first render's WalletHost and the background job ask for the runtime straight away.
    await Promise.all([runtimeModule(), importRuntime()])
    expect(loaded).toEqual(['reconnect', 'WalletRuntime'])
  })
})
