/**
 * How a pending transaction ends (spec sections 4 and 9), decided only by the chain: confirmed or
 * reverted by its receipt, or failed because another transaction took its nonce. A node that errs or
 * cannot be reached decides nothing: the watch waits and asks again.
 */

export type Settlement = 'confirmed' | 'failed' | 'gave-up' | 'stopped'

type ReplacementReason = 'cancelled' | 'replaced' | 'repriced'

/** The part of a viem public client the watch needs. */
export interface ReceiptClient {
  waitForTransactionReceipt(args: {
    hash: `0x${string}`
    confirmations?: number
    timeout?: number
    onReplaced?: (replacement: { reason: ReplacementReason }) => void
  }): Promise<{ status: 'success' | 'reverted' }>
}

export interface SettleOptions {
  /** Spec section 9: how long to wait for a receipt while the node answers. */
  timeoutMs: number
  signal?: AbortSignal
  /** Waits between attempts after a node error: 2 s, doubling, at most 30 s. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
}

const FIRST_RETRY_MS = 2000
const MAX_RETRY_MS = 30_000

const isTimeout = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'WaitForTransactionReceiptTimeoutError' || error.name === 'TimeoutError')

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        resolve()
      },
      { once: true },
    )
  })
}

/**
 * Waits for `hash` until the chain settles it. 'gave-up' after the receipt wait times out (the
 * transaction stays pending and is looked at again on the next load); 'stopped' when aborted.
 */
export async function settleTransaction(
  client: ReceiptClient,
  tx: { hash: `0x${string}`; confirmations?: number },
  { timeoutMs, signal, sleep = defaultSleep }: SettleOptions,
): Promise<Settlement> {
  let retryMs = FIRST_RETRY_MS
  while (!signal?.aborted) {
    let replaced: ReplacementReason | undefined
    try {
      const receipt = await client.waitForTransactionReceipt({
        hash: tx.hash,
        confirmations: tx.confirmations ?? 1,
        timeout: timeoutMs,
        onReplaced: ({ reason }) => {
          replaced = reason
        },
      })
      // A sped-up copy (same call, higher fee) is the same transaction; a cancel or another call is not.
      if (replaced === 'cancelled' || replaced === 'replaced') return 'failed'
      return receipt.status === 'success' ? 'confirmed' : 'failed'
    } catch (error) {
      if (isTimeout(error)) return 'gave-up'
      await sleep(retryMs, signal)
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS)
    }
  }
  return 'stopped'
}
