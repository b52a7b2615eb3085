import { describe, expect, it } from 'vitest'
import { canOpenModal, modalAfterStatusChange, type WalletModal, type WalletStatus } from './walletStatus'

const statuses: WalletStatus[] = [
  'disconnected',
  'connecting',
  'reconnecting',
  'unauthenticated',
  'connected',
]

describe('which modal may open in which state', () => {
  it.each(statuses)('%s', (status) => {
    const supported = { status, chainSupported: true }
    const wrongChain = { status, chainSupported: false }
    const connected = status === 'connected' || status === 'unauthenticated'
    expect(canOpenModal('connect', supported)).toBe(status === 'disconnected' || status === 'unauthenticated')
    expect(canOpenModal('account', supported)).toBe(connected)
    expect(canOpenModal('account', wrongChain)).toBe(false)
    expect(canOpenModal('chain', supported)).toBe(connected)
    expect(canOpenModal('chain', wrongChain)).toBe(connected)
  })
})

describe('modals on connect and disconnect', () => {
  const modals: WalletModal[] = ['none', 'connect', 'account', 'chain']

  it('closes every modal on disconnect', () => {
    for (const modal of modals) {
      expect(modalAfterStatusChange('connected', 'disconnected', modal)).toBe('none')
      expect(modalAfterStatusChange('unauthenticated', 'disconnected', modal)).toBe('none')
    }
  })

  it('closes every modal on connect, except the connect modal going on to verify', () => {
    for (const modal of modals) expect(modalAfterStatusChange('connecting', 'connected', modal)).toBe('none')
    expect(modalAfterStatusChange('connecting', 'unauthenticated', 'connect')).toBe('connect')
    expect(modalAfterStatusChange('connecting', 'unauthenticated', 'account')).toBe('none')
  })

  it('closes the connect modal once the wallet is verified, and leaves others alone', () => {
    expect(modalAfterStatusChange('unauthenticated', 'connected', 'connect')).toBe('none')
    expect(modalAfterStatusChange('connected', 'connected', 'account')).toBe('account')
    expect(modalAfterStatusChange('disconnected', 'connecting', 'connect')).toBe('connect')
  })
})
