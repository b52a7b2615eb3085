/**
 * How a pending transaction ends (spec sections 4 and 9), decided only by the chain. A node that errs or
 * cannot be reached decides nothing: the watch waits and asks again.
 */

export type Settlement = 'confirmed' | 'failed' | 'gave-up' | 'stopped'

type ReplacementReason = 'cancelled' | 'replaced' | 'repriced'

export interface ReceiptClient {
  waitForTransactionReceipt(args: {
    hash: `0x${string}`
    confirmations?: number
    timeout?: number
    onReplaced?: (replacement: { reason: ReplacementReason }) => void
  }): Promise<{ status: 'success' | 'reverted' }>
}

export interface SettleOptions {
  timeoutMs: number
  signal?: AbortSignal
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
}

const FIRST_RETRY_MS = 2000
/**
 * The longest wait between asks: once the node is back, a confirmation shows at most this late. One receipt
 * request per pending transaction every 8 s is nothing to a node, down or not.
 */
const MAX_RETRY_MS = 8000

/**
 * Only the receipt wait's own time-out ends the watch. A request the node left unanswered (viem's
 * `TimeoutError`) is a node error like any other: the watch waits and asks again.
 */
const isWaitOver = (error: unknown) =>
  error instanceof Error && error.name === 'WaitForTransactionReceiptTimeoutError'

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

/** 'gave-up' after the receipt wait times out (it stays pending for the next load); 'stopped' when aborted. */
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
      if (isWaitOver(error)) return 'gave-up'
      await sleep(retryMs, signal)
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS)
    }
  }
  return 'stopped'
}

export interface CallsStatusClient {
  getCallsStatus(id: string): Promise<{
    status: 'pending' | 'success' | 'failure' | undefined
    receipts?: readonly { transactionHash: `0x${string}` }[]
  }>
}

export type BatchSettlement =
  | { status: 'confirmed' | 'failed'; hash: `0x${string}` | null }
  | { status: 'gave-up' | 'stopped' }

const BATCH_POLL_MS = 1500

/**
 * Asks the wallet about batch `id` until done, with the hash of its last transaction (the one the person
 * cares about). A wallet that errs decides nothing; 'gave-up' after `timeoutMs` leaves it pending.
 */
export async function settleBatch(
  client: CallsStatusClient,
  id: string,
  { timeoutMs, signal, sleep = defaultSleep, now = Date.now }: SettleOptions & { now?: () => number },
): Promise<BatchSettlement> {
  const until = now() + timeoutMs
  let retryMs = FIRST_RETRY_MS
  while (!signal?.aborted) {
    try {
      const { status, receipts } = await client.getCallsStatus(id)
      retryMs = FIRST_RETRY_MS
      if (status === 'success' || status === 'failure')
        return {
          status: status === 'success' ? 'confirmed' : 'failed',
          hash: receipts?.at(-1)?.transactionHash ?? null,
        }
      if (now() >= until) return { status: 'gave-up' }
      await sleep(BATCH_POLL_MS, signal)
    } catch (error) {
      // EIP-5792 5730: the wallet no longer knows the batch (a wallet living in the page forgets it on a
      // reload). Asking again cannot help; it stays pending, as a transaction the node cannot find would.
      if ((error as { code?: unknown } | null)?.code === 5730) return { status: 'gave-up' }
      if (now() >= until) return { status: 'gave-up' }
      await sleep(retryMs, signal)
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS)
    }
  }
  return { status: 'stopped' }
}

/** EIP-5792 v2's numeric status (1xx pending, 2xx done, 4xx-6xx failed) or the first drafts' strings. */
export function readCallsStatus(raw: unknown): Awaited<ReturnType<CallsStatusClient['getCallsStatus']>> {
  if (typeof raw !== 'object' || raw === null) throw new Error('wallet_getCallsStatus: no answer')
  const { status, receipts } = raw as { status?: unknown; receipts?: unknown }
  const hashes = (Array.isArray(receipts) ? receipts : []).flatMap((receipt) => {
    const hash = (receipt as { transactionHash?: unknown } | null)?.transactionHash
    return typeof hash === 'string' && /^0x[0-9a-fA-F]{64}$/.test(hash)
      ? [{ transactionHash: hash as `0x${string}` }]
      : []
  })
  const reverted = (Array.isArray(receipts) ? receipts : []).some(
    (receipt) => (receipt as { status?: unknown } | null)?.status === '0x0',
  )
  let state: 'pending' | 'success' | 'failure' | undefined
  if (typeof status === 'number') {
    if (status >= 100 && status < 200) state = 'pending'
    else if (status >= 200 && status < 300) state = 'success'
    else if (status >= 400 && status < 700) state = 'failure'
  } else if (status === 'PENDING') state = 'pending'
  else if (status === 'CONFIRMED') state = reverted ? 'failure' : 'success'
  return { status: state, receipts: hashes }
}
