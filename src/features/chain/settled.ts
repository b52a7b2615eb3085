import type { TransactionStatus } from '@/features/wallet/transactions/transactionStore'
import { transactionStore } from '@/features/wallet/transactions/transactions'
import type { Address } from './contracts'
import { publicClientFor } from './publicClient'

/** How often the node is asked whether it still answers while a transaction is pending. */
const NODE_PROBE_MS = 4000

/** Settled by the wallet runtime's watcher; `hash` may be a batch's stand-in. */
export function settled(account: Address, chainId: number, hash: `0x${string}`): Promise<TransactionStatus> {
  return new Promise((resolve) => {
    const check = () => {
      const status = transactionStore
        .getTransactions(account, chainId)
        .find((tx) => tx.hash === hash || tx.batch?.key === hash)?.status
      if (status && status !== 'pending') {
        unsubscribe()
        resolve(status)
        return true
      }
      return false
    }
    const unsubscribe = transactionStore.subscribe(() => void check())
    check()
  })
}

/** Meanwhile the node is probed and `onNodeDown` told: an unreachable node keeps the transaction pending, never failed. */
export async function waitForSettled(
  account: Address,
  chainId: number,
  hash: `0x${string}`,
  onNodeDown: (down: boolean) => void,
): Promise<TransactionStatus> {
  const client = publicClientFor(chainId)
  const probe = setInterval(() => {
    client.request({ method: 'eth_blockNumber' }).then(
      () => onNodeDown(false),
      () => onNodeDown(true),
    )
  }, NODE_PROBE_MS)
  try {
    return await settled(account, chainId, hash)
  } finally {
    clearInterval(probe)
    onNodeDown(false)
  }
}
