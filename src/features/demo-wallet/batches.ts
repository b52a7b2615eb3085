import { toHex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { fail, ProviderRpcError } from './providerErrors'
import { type Send, waitForReceipt } from './sending'
import type { CallRequest, DemoChain } from './types'

/** EIP-5792 v2 status codes. */
const CALLS = { pending: 100, confirmed: 200, offchainFailure: 400, reverted: 500, partiallyReverted: 600 }

interface Batch {
  chainId: number
  status: number
  atomic: boolean
  receipts: unknown[]
}

export function createBatches(send: Send, pollMs: number) {
  const batches = new Map<string, Batch>()
  return {
    has: (id: string) => batches.has(id),

    /**
     * A plain account (an EOA) sends the calls one after the other and stops at the first that fails: not
     * atomic, though it reports `atomic` support so the app's batching path can be tried.
     */
    start(
      id: string,
      signer: PrivateKeyAccount,
      on: DemoChain,
      fields: readonly Record<string, unknown>[],
      requests: readonly CallRequest[],
    ): void {
      const batch: Batch = { chainId: on.id, status: CALLS.pending, atomic: true, receipts: [] }
      batches.set(id, batch)
      void (async () => {
        for (const [index, call] of requests.entries()) {
          let receipt: { status?: string }
          try {
            receipt = await waitForReceipt(on, await send(signer, on, fields[index] ?? {}, call), pollMs)
          } catch {
            batch.status = index === 0 ? CALLS.offchainFailure : CALLS.partiallyReverted
            batch.atomic = index === 0
            return
          }
          batch.receipts.push(receipt)
          if (receipt.status !== '0x1') {
            batch.status = index === 0 ? CALLS.reverted : CALLS.partiallyReverted
            batch.atomic = index === 0
            return
          }
        }
        batch.status = CALLS.confirmed
      })()
    },

    status([id]: readonly unknown[]) {
      const batch = typeof id === 'string' ? batches.get(id) : undefined
      if (!batch)
        return fail(new ProviderRpcError(5730, `The demo wallet has no batch with id ${String(id)}.`))
      return {
        version: '2.0.0',
        id,
        chainId: toHex(batch.chainId),
        status: batch.status,
        atomic: batch.atomic,
        receipts: batch.status === CALLS.pending ? [] : batch.receipts,
      }
    },
  }
}
