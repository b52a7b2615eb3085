import { useEffect, useSyncExternalStore } from 'react'
import { useConnection } from 'wagmi'
import { waitForTransactionReceipt } from 'wagmi/actions'
import { transactionStore } from '../transactions/transactions'
import { wagmiConfig } from './wagmiConfig'

/** Spec section 9: a pending transaction is watched for at most 300000 ms; time-out or revert is failed. */
export const RECEIPT_TIMEOUT_MS = 300_000

const watching = new Set<string>()

/** Watches the connected account's pending transactions until each is confirmed or failed. */
export function TransactionWatcher() {
  const { address, chainId } = useConnection()
  const transactions = useSyncExternalStore(
    transactionStore.subscribe,
    () => transactionStore.getTransactions(address, chainId),
    () => transactionStore.getTransactions(undefined, undefined),
  )
  useEffect(() => {
    if (!address || !chainId) return
    for (const tx of transactions) {
      const key = `${chainId}:${tx.hash}`
      if (tx.status !== 'pending' || watching.has(key)) continue
      watching.add(key)
      waitForTransactionReceipt(wagmiConfig, {
        hash: tx.hash,
        chainId: chainId as (typeof wagmiConfig.chains)[number]['id'],
        confirmations: tx.confirmations ?? 1,
        timeout: RECEIPT_TIMEOUT_MS,
      })
        .then((receipt) =>
          transactionStore.setStatus(
            address,
            chainId,
            tx.hash,
            receipt.status === 'success' ? 'confirmed' : 'failed',
          ),
        )
        // wagmi throws for a reverted transaction as well as for a time-out: both are failed.
        .catch(() => transactionStore.setStatus(address, chainId, tx.hash, 'failed'))
        .finally(() => watching.delete(key))
    }
  }, [address, chainId, transactions])
  return null
}
