import { describe, expect, it, vi } from 'vitest'
import { createTransactionStore, hashKnown } from './transactionStore'

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const

describe('transaction store', () => {
  it('validates with the spec messages', () => {
    const store = createTransactionStore()
    expect(() => store.addTransaction(account, 8453, { hash: '0x12' as never, description: 'x' })).toThrow(
      'Invalid transaction hash',
    )
    expect(() => store.addTransaction(account, 8453, { hash: hash(1), description: ' ' })).toThrow(
      'Transaction must have a description',
    )
    for (const confirmations of [0, 1.5, -1]) {
      expect(() =>
        store.addTransaction(account, 8453, { hash: hash(1), description: 'x', confirmations }),
      ).toThrow('Transaction confirmations must be a positive integer')
    }
    expect(() => store.clearTransactions(undefined, 8453)).toThrow('No address or chain ID found')
    expect(() => store.clearTransactions(account, null)).toThrow('No address or chain ID found')
  })

  it('keeps transactions per account and chain, newest first, persisted', () => {
    const store = createTransactionStore()
    store.addTransaction(account, 8453, { hash: hash(1), description: 'first' })
    store.addTransaction(account, 8453, { hash: hash(2), description: 'second' })
    store.addTransaction(account, 1, { hash: hash(3), description: 'mainnet' })
    expect(store.getTransactions(account.toLowerCase(), 8453).map((tx) => tx.description)).toEqual([
      'second',
      'first',
    ])
    expect(store.getTransactions(account, 1)).toHaveLength(1)
    expect(createTransactionStore().getTransactions(account, 8453)).toHaveLength(2)
  })

  // Spec §9: 10 non-pending transactions kept per account and chain (the newest), every pending one.
  it('keeps at most 10 completed, the newest, and every pending one', () => {
    const store = createTransactionStore()
    for (let n = 1; n <= 14; n++) {
      store.addTransaction(account, 8453, { hash: hash(n), description: `tx ${n}` })
      if (n > 2) store.setStatus(account, 8453, hash(n), n % 2 ? 'confirmed' : 'failed')
    }
    const list = store.getTransactions(account, 8453)
    expect(list.filter((tx) => tx.status !== 'pending').map((tx) => tx.hash)).toEqual(
      [14, 13, 12, 11, 10, 9, 8, 7, 6, 5].map(hash),
    )
    expect(list.filter((tx) => tx.status === 'pending').map((tx) => tx.hash)).toEqual([hash(2), hash(1)])
  })

  it('clears one account and chain, and tells subscribers', () => {
    const store = createTransactionStore()
    const listener = vi.fn()
    store.subscribe(listener)
    store.addTransaction(account, 8453, { hash: hash(1), description: 'x' })
    store.clearTransactions(account, 8453)
    expect(store.getTransactions(account, 8453)).toEqual([])
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('ignores a corrupted entry and keeps the well-formed parts', () => {
    localStorage.setItem(
      'yarm.transactions',
      JSON.stringify({
        [`${account.toLowerCase()}:8453`]: [
          { hash: hash(1), description: 'ok', status: 'confirmed' },
          { hash: 'bad' },
        ],
        '<script>': [],
      }),
    )
    expect(createTransactionStore().getTransactions(account, 8453)).toHaveLength(1)
    localStorage.setItem('yarm.transactions', '{not json')
    expect(createTransactionStore().getTransactions(account, 8453)).toEqual([])
  })

  it('keeps a batch under its stand-in until the wallet names its transaction, across a reload', () => {
    const store = createTransactionStore()
    const key = hash(7)
    store.addTransaction(account, 8453, { hash: key, description: 'Deposit', batch: { id: 'bundle-1', key } })
    const [pending] = createTransactionStore().getTransactions(account, 8453)
    expect(pending).toMatchObject({ status: 'pending', batch: { id: 'bundle-1', key } })
    expect(pending && hashKnown(pending)).toBe(false)

    store.settleBatch(account, 8453, 'bundle-1', { hash: hash(8), status: 'confirmed' })
    const [settled] = createTransactionStore().getTransactions(account, 8453)
    expect(settled).toMatchObject({ hash: hash(8), status: 'confirmed' })
    expect(settled && hashKnown(settled)).toBe(true)
    // A batch the wallet reports failed without naming a transaction keeps its stand-in.
    store.addTransaction(account, 8453, {
      hash: hash(9),
      description: 'Deposit',
      batch: { id: 'b2', key: hash(9) },
    })
    store.settleBatch(account, 8453, 'b2', { hash: null, status: 'failed' })
    expect(store.getTransactions(account, 8453)[0]).toMatchObject({ hash: hash(9), status: 'failed' })
    expect(() =>
      store.addTransaction(account, 8453, {
        hash: hash(10),
        description: 'x',
        batch: { id: '', key: hash(10) },
      }),
    ).toThrow('Invalid batch')
  })
})
