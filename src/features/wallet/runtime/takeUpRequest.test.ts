import { afterEach, describe, expect, it } from 'vitest'
import { transactionStore } from '../transactions/transactions'
import { walletStore } from '../walletStore'
import { lapsedTransaction } from './lapsedTransaction'
import { pendingRequestStore } from './pendingRequest'
import { takeUpRequest } from './takeUpRequest'

const ACCOUNT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const HASH = `0x${'ab'.repeat(32)}` as const
const kept = {
  id: 7,
  kind: 'transaction',
  account: ACCOUNT,
  chainId: 8453,
  text: 'Deposit 500 USDC',
  expiresAt: Date.now() + 60_000,
}

afterEach(() => {
  pendingRequestStore.remove()
  walletStore.reset()
  localStorage.clear()
})

describe('a request from before the reload', () => {
  it("enters a transaction's hash in the store, pending, once the answer comes, and forgets the request", () => {
    pendingRequestStore.write(kept)
    takeUpRequest()
    expect(transactionStore.getTransactions(ACCOUNT, 8453)).toEqual([])
    pendingRequestStore.write({ ...kept, answer: { result: HASH } })
    expect(transactionStore.getTransactions(ACCOUNT, 8453)).toMatchObject([
      { hash: HASH, description: 'Deposit 500 USDC', status: 'pending' },
    ])
    expect(pendingRequestStore.read()).toBeNull()
  })

  it('offers a lapsed transaction again in the account modal once the wallet that asked is back', () => {
    const call = { to: ACCOUNT, value: '0x0' }
    pendingRequestStore.write({ ...kept, chainId: 10, call, expiresAt: Date.now() - 1 })
    takeUpRequest()
    expect(pendingRequestStore.read()).toBeNull()
    expect(lapsedTransaction.get()).toMatchObject({
      account: ACCOUNT,
      chainId: 10,
      description: 'Deposit 500 USDC',
    })
    walletStore.report({ status: 'reconnecting' })
    expect(walletStore.getState().modal).toBe('none')
    walletStore.report({ status: 'connected', address: ACCOUNT, chainId: 10, chainSupported: true })
    expect(walletStore.getState().modal).toBe('account')
    expect(transactionStore.getTransactions(ACCOUNT, 10)).toEqual([])

    // Back with another wallet: nothing to offer.
    walletStore.reset()
    pendingRequestStore.write({ ...kept, chainId: 10, call, expiresAt: Date.now() - 1 })
    takeUpRequest()
    walletStore.report({
      status: 'connected',
      address: `0x${'1'.repeat(40)}`,
      chainId: 10,
      chainSupported: true,
    })
    expect(walletStore.getState().modal).toBe('none')
    expect(lapsedTransaction.get()).toBeNull()
  })

  it('forgets a refused or lapsed transaction request without entering anything', () => {
    // Another chain than the test before: the store keeps what that one entered.
    const elsewhere = { ...kept, chainId: 42161 }
    pendingRequestStore.write({ ...elsewhere, answer: { code: 4001 } })
    takeUpRequest()
    pendingRequestStore.write({ ...elsewhere, expiresAt: Date.now() - 1 })
    takeUpRequest()
    expect(pendingRequestStore.read()).toBeNull()
    expect(transactionStore.getTransactions(ACCOUNT, 42161)).toEqual([])
  })

  it('opens the verify view for a signature only if the wallet is back unverified; else forgets it', () => {
    pendingRequestStore.write({ ...kept, kind: 'verify', text: 'Sign in to Yarm' })
    takeUpRequest()
    walletStore.report({ status: 'reconnecting' })
    expect(walletStore.getState().modal).toBe('none')
    walletStore.report({ status: 'unauthenticated', address: ACCOUNT, chainId: 8453 })
    expect(walletStore.getState().modal).toBe('connect')
    expect(pendingRequestStore.read()).not.toBeNull()

    walletStore.reset()
    takeUpRequest()
    walletStore.report({ status: 'disconnected' })
    expect(pendingRequestStore.read()).toBeNull()
  })
})
