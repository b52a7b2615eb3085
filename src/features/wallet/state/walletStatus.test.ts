import { describe, expect, it } from 'vitest'
import { canOpenModal, modalAfterStatusChange, type WalletModal, type WalletStatus } from './walletStatus'

const statuses: WalletStatus[] = [
  'disconnected',
  'connecting',
  'reconnecting',
  'unauthenticated',
  'connected',
]

/**
 * Spec section 2: "When connected it shows a chain button (or Wrong network) and an account button", and
 * section 4: "The account and network modals open only when connected." A wallet not yet verified
 * (`unauthenticated`, always so without X) is connected: it has an address and sends transactions, so
 * it gets both buttons and both modals (the decision is in the README). Written out by hand, not from
 * the code's rule.
 */
const CONNECTED: Record<WalletStatus, boolean> = {
  disconnected: false,
  connecting: false,
  reconnecting: false,
  unauthenticated: true,
  connected: true,
}
/** Section 4: "The connect modal opens only when disconnected or unauthenticated." */
const CONNECT_MODAL: Record<WalletStatus, boolean> = {
  disconnected: true,
  connecting: false,
  reconnecting: false,
  unauthenticated: true,
  connected: false,
}

describe('which modal may open in which state', () => {
  it.each(statuses)('%s', (status) => {
    const supported = { status, chainSupported: true }
    const wrongChain = { status, chainSupported: false }
    expect(canOpenModal('connect', supported)).toBe(CONNECT_MODAL[status])
    expect(canOpenModal('account', supported)).toBe(CONNECTED[status])
    // "The account modal also needs a supported chain."
    expect(canOpenModal('account', wrongChain)).toBe(false)
    expect(canOpenModal('chain', supported)).toBe(CONNECTED[status])
    expect(canOpenModal('chain', wrongChain)).toBe(CONNECTED[status])
  })

  it('an unverified wallet reaches its account and network modals', () => {
    expect(canOpenModal('account', { status: 'unauthenticated', chainSupported: true })).toBe(true)
    expect(canOpenModal('chain', { status: 'unauthenticated', chainSupported: true })).toBe(true)
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
