import { useEffect, useRef, useState } from 'react'
import type { Client } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import { useConnection } from 'wagmi'
import { getClient, getConnection } from 'wagmi/actions'
import { useStore } from '@/lib/useStore'
import {
  type CallsStatusClient,
  type ReceiptClient,
  readCallsStatus,
  settleBatch,
  settleTransaction,
} from '../transactions/settle'
import { hashKnown, transactionsIn } from '../transactions/transactionStore'
import { transactionStore } from '../transactions/transactions'
import { wagmiConfig } from './wagmiConfig'

/** Spec section 9: how long a pending transaction's receipt is waited for while the node answers. */
export const RECEIPT_TIMEOUT_MS = 300_000

/**
 * Asks the connected wallet about a batch, straight through its provider: wagmi's getCallsStatus would bring
 * viem's receipt formatting into the wallet runtime (about 7 KB gzip) for two fields.
 */
async function askWallet(id: string) {
  const connector = getConnection(wagmiConfig).connector
  if (!connector) throw new Error('No wallet connected yet')
  const provider = (await connector.getProvider()) as {
    request(args: { method: string; params: unknown[] }): Promise<unknown>
  }
  return readCallsStatus(await provider.request({ method: 'wallet_getCallsStatus', params: [id] }))
}

const noTransactions = () => transactionsIn({}, undefined, undefined)

/**
 * Watches each pending transaction of the connected account on its chain until it settles. A watch runs to
 * its end whatever the wallet shows meanwhile (a deposit waiting on its approval must hear how it ended);
 * only the runtime's end stops it.
 */
export function TransactionWatcher() {
  const { address, chainId } = useConnection()
  const transactions = useStore(transactionStore, noTransactions, (data) =>
    transactionsIn(data, address, chainId),
  )
  const watched = useRef(new Set<string>())
  // State, not a ref: watches start only once the render has this mount's signal. With a ref, a watch begun
  // in a first mount that is then undone (StrictMode) would be aborted and, already marked watched, never
  // begun again.
  const [signal, setSignal] = useState<AbortSignal | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    setSignal(controller.signal)
    return () => controller.abort()
  }, [])
  useEffect(() => {
    if (!address || !chainId || !signal) return
    // `getPublicClient` would add every public action, about 30 KB gzip in the wallet runtime. Typed as a
    // plain client: the union of the five chains' clients is too wide for viem's generics.
    const bare: Client | undefined = getClient(wagmiConfig, {
      chainId: chainId as (typeof wagmiConfig.chains)[number]['id'],
    })
    if (!bare) return
    const client: ReceiptClient = {
      waitForTransactionReceipt: (args) => waitForTransactionReceipt(bare, args),
    }
    for (const tx of transactions) {
      const key = `${address}:${chainId}:${tx.hash}`
      if (tx.status !== 'pending' || watched.current.has(key)) continue
      watched.current.add(key)
      // A batch whose transaction the wallet has not named yet: only the wallet can say how it went.
      if (tx.batch && !hashKnown(tx)) {
        const batch = tx.batch
        const wallet: CallsStatusClient = { getCallsStatus: askWallet }
        void settleBatch(wallet, batch.id, { timeoutMs: RECEIPT_TIMEOUT_MS, signal }).then((settlement) => {
          if (settlement.status === 'confirmed' || settlement.status === 'failed')
            transactionStore.settleBatch(address, chainId, batch.id, {
              hash: settlement.hash,
              status: settlement.status,
            })
        })
        continue
      }
      void settleTransaction(client, tx, { timeoutMs: RECEIPT_TIMEOUT_MS, signal }).then((settlement) => {
        if (settlement === 'confirmed' || settlement === 'failed')
          transactionStore.setStatus(address, chainId, tx.hash, settlement)
      })
    }
  }, [address, chainId, transactions, signal])
  return null
}
