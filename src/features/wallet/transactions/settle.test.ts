import { describe, expect, it, vi } from 'vitest'
import { type ReceiptClient, settleTransaction } from './settle'

const tx = { hash: `0x${'ab'.repeat(32)}` as const }
const noSleep = vi.fn(async () => {})
const options = { timeoutMs: 300_000, sleep: noSleep }

function named(name: string) {
  const error = new Error(name)
  error.name = name
  return error
}

const client = (
  ...answers: (
    | Awaited<ReturnType<ReceiptClient['waitForTransactionReceipt']>>
    | Error
    | 'cancelled'
    | 'replaced'
    | 'repriced'
  )[]
) => {
  const wait = vi.fn<ReceiptClient['waitForTransactionReceipt']>()
  for (const answer of answers) {
    wait.mockImplementationOnce(async ({ onReplaced }) => {
      if (answer instanceof Error) throw answer
      if (typeof answer === 'string') {
        onReplaced?.({ reason: answer })
        return { status: 'success' }
      }
      return answer
    })
  }
  return { waitForTransactionReceipt: wait }
}

describe('settleTransaction', () => {
  it('follows the receipt: success is confirmed, reverted is failed', async () => {
    await expect(settleTransaction(client({ status: 'success' }), tx, options)).resolves.toBe('confirmed')
    await expect(settleTransaction(client({ status: 'reverted' }), tx, options)).resolves.toBe('failed')
  })

  it('fails a transaction whose nonce another one took, but not one that was only sped up', async () => {
    await expect(settleTransaction(client('replaced'), tx, options)).resolves.toBe('failed')
    await expect(settleTransaction(client('cancelled'), tx, options)).resolves.toBe('failed')
    await expect(settleTransaction(client('repriced'), tx, options)).resolves.toBe('confirmed')
  })

  it('keeps waiting through node errors, backing off, and settles once the node answers', async () => {
    const sleep = vi.fn(async (_ms: number) => {})
    const flaky = client(named('HttpRequestError'), named('RpcRequestError'), new TypeError('fetch failed'), {
      status: 'success',
    })
    await expect(settleTransaction(flaky, tx, { timeoutMs: 300_000, sleep })).resolves.toBe('confirmed')
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([2000, 4000, 8000])
  })

  it('gives up, without failing the transaction, when the receipt wait times out', async () => {
    const wait = client(named('WaitForTransactionReceiptTimeoutError'))
    await expect(settleTransaction(wait, tx, options)).resolves.toBe('gave-up')
    expect(wait.waitForTransactionReceipt).toHaveBeenCalledWith(expect.objectContaining({ timeout: 300_000 }))
  })

  it('stops when the watch is aborted', async () => {
    const controller = new AbortController()
    const sleep = vi.fn(async () => controller.abort())
    await expect(
      settleTransaction(client(named('HttpRequestError')), tx, {
        timeoutMs: 1,
        sleep,
        signal: controller.signal,
      }),
    ).resolves.toBe('stopped')
  })
})
