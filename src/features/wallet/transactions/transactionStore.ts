import { createStore } from '@/lib/createStore'
import { TRANSACTIONS_KEY } from '../state/storageKeys'

/** Local transactions (spec sections 3, 5, 8, 9) per account and chain, persisted and shared across tabs. */

export type TransactionStatus = 'pending' | 'confirmed' | 'failed'

export interface Transaction {
  hash: `0x${string}`
  description: string
  status: TransactionStatus
  confirmations?: number
  /** EIP-5792 batch: until the wallet reports its transaction, `hash` is the stand-in `key`. */
  batch?: TransactionBatch
}

export interface TransactionBatch {
  id: string
  key: `0x${string}`
}

/** Whether the entry's hash is a real transaction's (not a batch's stand-in while it waits for one). */
export const hashKnown = (tx: Transaction) =>
  !tx.batch || tx.hash.toLowerCase() !== tx.batch.key.toLowerCase()

export type NewTransaction = Omit<Transaction, 'status'>

/** Spec section 9: completed transactions kept per account and chain. */
export const COMPLETED_KEPT = 10
const STORAGE_KEY = TRANSACTIONS_KEY

export class TransactionError extends Error {
  override name = 'TransactionError' as const
}

const HASH = /^0x[0-9a-fA-F]{64}$/

/** Spec section 5: the hash is 0x and 64 hex digits, the description text, confirmations an integer ≥ 1. */
export function validateTransaction(input: NewTransaction): void {
  if (typeof input.hash !== 'string' || !HASH.test(input.hash))
    throw new TransactionError('Invalid transaction hash')
  if (typeof input.description !== 'string' || input.description.trim() === '') {
    throw new TransactionError('Transaction must have a description')
  }
  if (
    input.confirmations !== undefined &&
    (!Number.isInteger(input.confirmations) || (input.confirmations as number) < 1)
  ) {
    throw new TransactionError('Transaction confirmations must be a positive integer')
  }
  if (input.batch !== undefined && !isBatch(input.batch)) throw new TransactionError('Invalid batch')
}

export type TransactionData = Record<string, Transaction[]>
type Data = TransactionData

const keyFor = (address: string, chainId: number) => `${address.toLowerCase()}:${chainId}`
const empty: Transaction[] = []

/** The list of one account on one chain, newest first (the same array until it changes). */
export function transactionsIn(
  data: TransactionData,
  address: string | null | undefined,
  chainId: number | null | undefined,
): Transaction[] {
  if (!address || !chainId) return empty
  return data[keyFor(address, chainId)] ?? empty
}

function isTransaction(value: unknown): value is Transaction {
  if (typeof value !== 'object' || value === null) return false
  const tx = value as Record<string, unknown>
  return (
    typeof tx.hash === 'string' &&
    HASH.test(tx.hash) &&
    typeof tx.description === 'string' &&
    (tx.status === 'pending' || tx.status === 'confirmed' || tx.status === 'failed') &&
    (tx.confirmations === undefined ||
      (Number.isInteger(tx.confirmations) && (tx.confirmations as number) >= 1)) &&
    (tx.batch === undefined || isBatch(tx.batch))
  )
}

function isBatch(value: unknown): value is TransactionBatch {
  if (typeof value !== 'object' || value === null) return false
  const batch = value as Record<string, unknown>
  return (
    typeof batch.id === 'string' &&
    batch.id.length > 0 &&
    batch.id.length <= 4096 &&
    typeof batch.key === 'string' &&
    HASH.test(batch.key)
  )
}

function parse(raw: string | null): Data {
  if (!raw) return {}
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
    const data: Data = {}
    for (const [key, list] of Object.entries(value)) {
      if (/^0x[0-9a-f]{40}:\d{1,10}$/.test(key) && Array.isArray(list)) data[key] = list.filter(isTransaction)
    }
    return data
  } catch {
    return {}
  }
}

function trim(list: Transaction[]): Transaction[] {
  let completed = 0
  return list.filter((tx) => tx.status === 'pending' || ++completed <= COMPLETED_KEPT)
}

export function createTransactionStore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = localStorage,
) {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY && event.key !== null) return
    store.set(parse(safeGet()))
  }
  const store = createStore<Data>(parse(safeGet()), () => {
    if (typeof window === 'undefined') return () => {}
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  })

  function safeGet(): string | null {
    try {
      return storage.getItem(STORAGE_KEY)
    } catch {
      return null
    }
  }

  function save(next: Data) {
    try {
      storage.setItem(STORAGE_KEY, JSON.stringify(next))
    } catch {
      // Storage full or blocked: the list still lives for this page.
    }
    store.set(next)
  }

  function update(address: string, chainId: number, change: (list: Transaction[]) => Transaction[]) {
    const key = keyFor(address, chainId)
    const data = store.get()
    save({ ...data, [key]: trim(change(data[key] ?? [])) })
  }

  return {
    get: store.get,
    subscribe: store.subscribe,
    getTransactions(address: string | null | undefined, chainId: number | null | undefined): Transaction[] {
      return transactionsIn(store.get(), address, chainId)
    },
    addTransaction(address: string, chainId: number, input: NewTransaction) {
      validateTransaction(input)
      update(address, chainId, (list) => [
        { ...input, status: 'pending' },
        ...list.filter((tx) => tx.hash.toLowerCase() !== input.hash.toLowerCase()),
      ])
    },
    setStatus(address: string, chainId: number, hash: string, status: TransactionStatus) {
      update(address, chainId, (list) =>
        list.map((tx) => (tx.hash.toLowerCase() === hash.toLowerCase() ? { ...tx, status } : tx)),
      )
    },
    /** The wallet reported a batch's outcome: its transaction's hash, when it has one, replaces the stand-in. */
    settleBatch(
      address: string,
      chainId: number,
      batchId: string,
      outcome: { hash: `0x${string}` | null; status: TransactionStatus },
    ) {
      if (outcome.hash !== null && !HASH.test(outcome.hash))
        throw new TransactionError('Invalid transaction hash')
      update(address, chainId, (list) =>
        list.map((tx) =>
          tx.batch?.id === batchId ? { ...tx, hash: outcome.hash ?? tx.hash, status: outcome.status } : tx,
        ),
      )
    },
    clearTransactions(address: string | null | undefined, chainId: number | null | undefined) {
      if (!address || !chainId) throw new TransactionError('No address or chain ID found')
      const { [keyFor(address, chainId)]: _, ...rest } = store.get()
      save(rest)
    },
  }
}

export type TransactionStore = ReturnType<typeof createTransactionStore>
