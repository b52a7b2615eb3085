import { afterEach, describe, expect, it, vi } from 'vitest'
import { walletStore } from './walletStore'

afterEach(() => walletStore.reset())

describe('walletStore', () => {
  it('queues a modal asked for before the runtime loads, and loads it', () => {
    const load = vi.fn()
    walletStore.setRuntimeLoader(load)
    expect(walletStore.open('connect')).toBe(true)
    expect(load).toHaveBeenCalledOnce()
    expect(walletStore.getState().modal).toBe('none')
    walletStore.report({ status: 'disconnected' })
    expect(walletStore.getState().modal).toBe('connect')
  })

  it('keeps a queued modal while wagmi is still restoring a session', () => {
    walletStore.open('connect')
    walletStore.report({ status: 'reconnecting' })
    expect(walletStore.getState().modal).toBe('none')
    walletStore.report({ status: 'disconnected' })
    expect(walletStore.getState().modal).toBe('connect')
  })

  it('refuses a modal the state does not allow', () => {
    walletStore.report({ status: 'disconnected' })
    expect(walletStore.open('account')).toBe(false)
    expect(walletStore.getState().modal).toBe('none')
    walletStore.report({ status: 'connected', address: '0x1', chainId: 8453 })
    expect(walletStore.open('connect')).toBe(false)
    expect(walletStore.open('account')).toBe(true)
    walletStore.report({ status: 'disconnected', address: null })
    expect(walletStore.getState().modal).toBe('none')
  })
})
