import { afterEach, describe, expect, it, vi } from 'vitest'
import { walletStore } from '../../state/walletStore'
import { transactionStore } from '../../transactions/transactions'
import { lapsedTransaction } from './lapsedTransaction'
import { pendingRequestStore } from './pendingRequest'
import { type TakeUpDependencies, takeUpRequest } from './takeUpRequest'

vi.mock('./resendTransaction', () => ({ resendTransaction: vi.fn(async () => HASH) }))

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
  lapsedTransaction.set(null)
  localStorage.clear()
})

/** The relay (caught up or not, as the test says) and the chain (what the account has sent since). */
function dependencies({ caughtUp = true, effect = 'none' as 'none' | 'sent' | 'unknown' } = {}) {
  const listeners = new Set<() => void>()
  const state = { caughtUp, effect }
  const deps: TakeUpDependencies = {
    relay: {
      get: () => state.caughtUp,
      subscribe(listener) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    effectSince: vi.fn(async () => state.effect),
  }
  return {
    deps,
    state,
    catchUp() {
      state.caughtUp = true
      for (const listener of listeners) listener()
    },
  }
}

/** Lets the chain's (faked) answer come in. */
const chainAnswered = () => new Promise((resolve) => setTimeout(resolve, 0))

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

  it('offers a lapsed transaction again in the account modal once the wallet that asked is back', async () => {
    const call = { to: ACCOUNT, value: '0x0' }
    pendingRequestStore.write({ ...kept, chainId: 10, call, expiresAt: Date.now() - 1 })
    takeUpRequest(dependencies().deps)
    await chainAnswered()
    expect(lapsedTransaction.get()).toMatchObject({
      account: ACCOUNT,
      chainId: 10,
      description: 'Deposit 500 USDC',
      status: 'retry',
    })
    walletStore.report({ status: 'reconnecting' })
    expect(walletStore.getState().modal).toBe('none')
    walletStore.report({ status: 'connected', address: ACCOUNT, chainId: 10, chainSupported: true })
    expect(walletStore.getState().modal).toBe('account')
    expect(transactionStore.getTransactions(ACCOUNT, 10)).toEqual([])

    // Back with another wallet: nothing to offer.
    walletStore.reset()
    pendingRequestStore.write({ ...kept, chainId: 10, call, expiresAt: Date.now() - 1 })
    takeUpRequest(dependencies().deps)
    await chainAnswered()
    walletStore.report({
      status: 'connected',
      address: `0x${'1'.repeat(40)}`,
      chainId: 10,
      chainSupported: true,
    })
    expect(walletStore.getState().modal).toBe('none')
    expect(lapsedTransaction.get()).toBeNull()
    expect(pendingRequestStore.read()).toBeNull()
  })

  it('forgets a refused transaction request, and one a day past its expiry, without entering anything', () => {
    // Another chain than the test before: the store keeps what that one entered.
    const elsewhere = { ...kept, chainId: 42161 }
    pendingRequestStore.write({ ...elsewhere, answer: { code: 4001 } })
    takeUpRequest(dependencies().deps)
    expect(pendingRequestStore.read()).toBeNull()
    pendingRequestStore.write({ ...elsewhere, expiresAt: Date.now() - 25 * 60 * 60_000 })
    takeUpRequest(dependencies().deps)
    expect(pendingRequestStore.read()).toBeNull()
    expect(transactionStore.getTransactions(ACCOUNT, 42161)).toEqual([])
    expect(lapsedTransaction.get()).toBeNull()
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

  it('is not declared lapsed before the relay has handed over what it held; the answer it held is tracked', async () => {
    const relay = dependencies({ caughtUp: false })
    const call = { to: ACCOUNT, value: '0x0' }
    pendingRequestStore.write({ ...kept, chainId: 10, call, expiresAt: Date.now() - 60_000 })
    takeUpRequest(relay.deps)
    await chainAnswered()
    expect(lapsedTransaction.get()).toBeNull()
    expect(pendingRequestStore.read()).not.toBeNull()
    // The relay hands over the wallet's answer (sent while the tab was gone), then says it is caught up.
    pendingRequestStore.write({
      ...kept,
      chainId: 10,
      call,
      expiresAt: Date.now() - 60_000,
      answer: { result: HASH },
    })
    relay.catchUp()
    await chainAnswered()
    expect(transactionStore.getTransactions(ACCOUNT, 10)).toMatchObject([{ hash: HASH, status: 'pending' }])
    expect(lapsedTransaction.get()).toBeNull()
    expect(pendingRequestStore.read()).toBeNull()
  })

  it('takes up an answer that comes after the request was declared lapsed, and withdraws the Retry offer', async () => {
    const call = { to: ACCOUNT, value: '0x0' }
    const request = { ...kept, chainId: 56, call, expiresAt: Date.now() - 60_000 }
    pendingRequestStore.write(request)
    takeUpRequest(dependencies().deps)
    await chainAnswered()
    expect(lapsedTransaction.get()).toMatchObject({ status: 'retry' })
    pendingRequestStore.write({ ...request, answer: { result: HASH } })
    expect(lapsedTransaction.get()).toBeNull()
    expect(transactionStore.getTransactions(ACCOUNT, 56)).toMatchObject([{ hash: HASH, status: 'pending' }])
    expect(pendingRequestStore.read()).toBeNull()
  })

  it.each(['sent', 'unknown'] as const)(
    'offers no Retry when the chain shows the account %s something since the request: it says to check the wallet',
    async (effect) => {
      const call = { to: ACCOUNT, value: '0x0' }
      pendingRequestStore.write({ ...kept, call, nonce: 3, expiresAt: Date.now() - 60_000 })
      const { deps } = dependencies({ effect })
      takeUpRequest(deps)
      await chainAnswered()
      expect(deps.effectSince).toHaveBeenCalledWith(expect.objectContaining({ id: kept.id, nonce: 3 }))
      expect(lapsedTransaction.get()).toMatchObject({ description: 'Deposit 500 USDC', status: 'check' })
    },
  )

  it('asks the chain again when Retry is pressed, and sends nothing if the account has sent since', async () => {
    const { resendTransaction } = await import('./resendTransaction')
    const call = { to: ACCOUNT, value: '0x0' }
    pendingRequestStore.write({ ...kept, chainId: 10, call, expiresAt: Date.now() - 60_000 })
    const chain = dependencies()
    takeUpRequest(chain.deps)
    await chainAnswered()
    const offer = lapsedTransaction.get()
    expect(offer).toMatchObject({ status: 'retry' })
    chain.state.effect = 'sent'
    await offer?.retry()
    expect(resendTransaction).not.toHaveBeenCalled()
    expect(lapsedTransaction.get()).toMatchObject({ status: 'check' })

    chain.state.effect = 'none'
    await lapsedTransaction.get()?.retry()
    expect(resendTransaction).toHaveBeenCalledWith(expect.objectContaining({ id: kept.id }), call)
  })

  it("goes on with Retry when the old request's refusal comes meanwhile (dismissed to reach the new one); stops for its hash", async () => {
    const { resendTransaction } = await import('./resendTransaction')
    vi.mocked(resendTransaction).mockClear()
    const call = { to: ACCOUNT, value: '0x0' }
    const request = { ...kept, id: 8, chainId: 10, call, expiresAt: Date.now() - 60_000 }
    pendingRequestStore.write(request)
    takeUpRequest(dependencies().deps)
    await chainAnswered()
    const retried = lapsedTransaction.get()?.retry()
    pendingRequestStore.write({ ...request, answer: { code: 5000 } })
    await retried
    expect(resendTransaction).toHaveBeenCalledTimes(1)

    // The old request's hash instead: it was sent after all, tracked, and nothing is sent again.
    vi.mocked(resendTransaction).mockClear()
    pendingRequestStore.write({ ...request, id: 9, chainId: 137 })
    takeUpRequest(dependencies().deps)
    await chainAnswered()
    const again = lapsedTransaction.get()?.retry()
    pendingRequestStore.write({ ...request, id: 9, chainId: 137, answer: { result: HASH } })
    await again
    expect(resendTransaction).not.toHaveBeenCalled()
    expect(transactionStore.getTransactions(ACCOUNT, 137)).toMatchObject([{ hash: HASH, status: 'pending' }])
    expect(lapsedTransaction.get()).toBeNull()
  })

  it('withdraws the offer when the wallet refuses the old request without a Retry under way', async () => {
    const call = { to: ACCOUNT, value: '0x0' }
    const request = { ...kept, id: 11, chainId: 10, call, expiresAt: Date.now() - 60_000 }
    pendingRequestStore.write(request)
    takeUpRequest(dependencies().deps)
    await chainAnswered()
    expect(lapsedTransaction.get()).toMatchObject({ status: 'retry' })
    pendingRequestStore.write({ ...request, answer: { code: 5000 } })
    expect(lapsedTransaction.get()).toBeNull()
    expect(pendingRequestStore.read()).toBeNull()
  })

  it('opens the account modal for a lapsed request once; on a later load the offer waits in it', async () => {
    const call = { to: ACCOUNT, value: '0x0' }
    pendingRequestStore.write({ ...kept, id: 12, chainId: 10, call, expiresAt: Date.now() - 60_000 })
    const connected = { status: 'connected', address: ACCOUNT, chainId: 10, chainSupported: true } as const
    takeUpRequest(dependencies().deps)
    walletStore.report(connected)
    expect(walletStore.getState().modal).toBe('account')

    // The person closes it and reloads: the kept request is still there, its offer too, the modal stays shut.
    walletStore.reset()
    lapsedTransaction.set(null)
    takeUpRequest(dependencies().deps)
    walletStore.report(connected)
    await chainAnswered()
    expect(walletStore.getState().modal).toBe('none')
    expect(lapsedTransaction.get()).toMatchObject({ status: 'retry' })
  })
})
