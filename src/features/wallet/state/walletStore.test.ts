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

  it("shows a returning wallet's saved account as reconnecting until the runtime reports, and queues its modals", () => {
    const load = vi.fn()
    walletStore.setRuntimeLoader(load)
    const saved = { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 8453, chainName: 'Base' }
    walletStore.restore(saved)
    expect(walletStore.getState()).toMatchObject({ ...saved, status: 'reconnecting', ready: false })
    expect(walletStore.open('account')).toBe(true)
    expect(load).toHaveBeenCalledOnce()
    expect(walletStore.getState().modal).toBe('none')
    // The wallet no longer shows the account: the runtime's report replaces the saved one.
    walletStore.report({ status: 'disconnected', address: null, chainId: null, chainName: null })
    expect(walletStore.getState()).toMatchObject({ status: 'disconnected', address: null, modal: 'none' })
    // Restoring is for before the runtime only.
    walletStore.restore(saved)
    expect(walletStore.getState().status).toBe('disconnected')
  })

  it('runs what is asked of a reconnecting wallet once it is back, or opens the connect modal if it is not', () => {
    const saved = { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 8453, chainName: 'Base' }
    const action = vi.fn()
    walletStore.restore(saved)
    walletStore.withWallet(action)
    walletStore.report({ status: 'reconnecting', address: saved.address })
    expect(action).not.toHaveBeenCalled()
    walletStore.report({ status: 'connected' })
    expect(action).toHaveBeenCalledOnce()
    // Connected: at once.
    walletStore.withWallet(action)
    expect(action).toHaveBeenCalledTimes(2)

    walletStore.reset()
    walletStore.restore(saved)
    walletStore.withWallet(action)
    walletStore.report({ status: 'disconnected', address: null })
    expect(action).toHaveBeenCalledTimes(2)
    expect(walletStore.getState().modal).toBe('connect')
  })

  it('drops what was asked for the account shown if another account comes back', () => {
    const saved = { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 8453, chainName: 'Base' }
    const action = vi.fn()
    walletStore.restore(saved)
    walletStore.withWallet(action)
    walletStore.report({ status: 'connected', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })
    expect(action).not.toHaveBeenCalled()
    expect(walletStore.getState().modal).toBe('none')
  })

  it('waits for the runtime on a returning visit with no account to show, then runs for the wallet that comes back', () => {
    const action = vi.fn()
    const load = vi.fn()
    walletStore.setRuntimeLoader(load)
    walletStore.withWallet(action)
    expect(load).toHaveBeenCalledOnce()
    walletStore.report({ status: 'reconnecting' })
    walletStore.report({ status: 'connected', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })
    expect(action).toHaveBeenCalledOnce()
  })

  it('shows a saved wallet on a chain the app does not know as on the wrong network', () => {
    walletStore.restore({
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chainId: 137,
      chainName: null,
    })
    expect(walletStore.getState()).toMatchObject({ status: 'reconnecting', chainSupported: false })
  })

  it('gives a restored wallet up when the runtime cannot load: nothing stays busy or queued', () => {
    const action = vi.fn()
    walletStore.restore({
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chainId: 8453,
      chainName: 'Base',
    })
    walletStore.withWallet(action)
    walletStore.runtimeFailed()
    expect(walletStore.getState()).toMatchObject({ status: 'disconnected', address: null, ready: false })
    walletStore.report({ status: 'connected', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })
    expect(action).not.toHaveBeenCalled()
  })

  it('opens the connect modal for what is asked without a wallet', () => {
    const action = vi.fn()
    walletStore.report({ status: 'disconnected' })
    walletStore.withWallet(action)
    expect(action).not.toHaveBeenCalled()
    expect(walletStore.getState().modal).toBe('connect')
  })

  it('opens the connect modal at once before the runtime when no wallet was connected before', () => {
    vi.useFakeTimers()
    const load = vi.fn()
    walletStore.setRuntimeLoader(load, { knownDisconnected: true })
    expect(walletStore.open('connect')).toBe(true)
    expect(walletStore.getState().modal).toBe('connect')
    // The runtime starts loading once the list has painted, not in the click that renders it.
    expect(load).not.toHaveBeenCalled()
    vi.runAllTimers()
    vi.useRealTimers()
    // Its first reports (wagmi's reconnect on mount) keep the modal open.
    expect(load).toHaveBeenCalledOnce()
    walletStore.report({ status: 'connecting' })
    walletStore.report({ status: 'disconnected' })
    expect(walletStore.getState().modal).toBe('connect')
    // The other modals still wait for the runtime.
    walletStore.close()
    walletStore.reset()
    walletStore.setRuntimeLoader(load, { knownDisconnected: true })
    walletStore.open('account')
    expect(walletStore.getState().modal).toBe('none')
  })

  it('asks the host for the connect modal code on prefetch', () => {
    const load = vi.fn()
    walletStore.setConnectModalLoader(load)
    walletStore.prefetchConnectModal()
    expect(load).toHaveBeenCalledOnce()
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
