import { describe, expect, it, vi } from 'vitest'
import {
  type CallsStatusClient,
  type ReceiptClient,
  readCallsStatus,
  settleBatch,
  settleTransaction,
} from './settle'

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

  it('after a long outage, a confirmation shows within 8 s of the node answering again', async () => {
    const sleep = vi.fn(async (_ms: number) => {})
    const down = Array.from({ length: 8 }, () => named('HttpRequestError'))
    const flaky = client(...down, { status: 'success' })
    await expect(settleTransaction(flaky, tx, { timeoutMs: 300_000, sleep })).resolves.toBe('confirmed')
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([2000, 4000, 8000, 8000, 8000, 8000, 8000, 8000])
  })

  it("keeps waiting when one of the node's requests times out: a slow node is a node error, not the wait's end", async () => {
    // viem's HTTP transport names a request unanswered in time TimeoutError; only the receipt wait's own
    // time-out ends the watch.
    const slow = client(named('TimeoutError'), { status: 'success' })
    await expect(settleTransaction(slow, tx, options)).resolves.toBe('confirmed')
    expect(slow.waitForTransactionReceipt).toHaveBeenCalledTimes(2)
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

describe('settleBatch', () => {
  const done = (status: 'success' | 'failure', hashes: `0x${string}`[] = []) => ({
    status,
    receipts: hashes.map((transactionHash) => ({ transactionHash })),
  })
  const wallet = (...answers: (Awaited<ReturnType<CallsStatusClient['getCallsStatus']>> | Error)[]) => {
    const get = vi.fn<CallsStatusClient['getCallsStatus']>()
    for (const answer of answers)
      get.mockImplementationOnce(async () => {
        if (answer instanceof Error) throw answer
        return answer
      })
    return { getCallsStatus: get }
  }

  it('asks until the wallet reports the batch done, through errors, and names its last transaction', async () => {
    const client = wallet(
      { status: 'pending' },
      new Error('not connected yet'),
      done('success', [`0x${'01'.repeat(32)}`, `0x${'02'.repeat(32)}`]),
    )
    expect(await settleBatch(client, 'id', options)).toEqual({
      status: 'confirmed',
      hash: `0x${'02'.repeat(32)}`,
    })
    expect(client.getCallsStatus).toHaveBeenCalledTimes(3)
  })

  it('stops asking when the wallet no longer knows the batch (EIP-5792 5730)', async () => {
    const unknown = Object.assign(new Error('Unknown bundle id'), { code: 5730 })
    const client = wallet(unknown, { status: 'pending' })
    expect(await settleBatch(client, 'id', options)).toEqual({ status: 'gave-up' })
    expect(client.getCallsStatus).toHaveBeenCalledTimes(1)
  })

  it('a failed batch is failed, with no hash when the wallet names none', async () => {
    expect(await settleBatch(wallet(done('failure')), 'id', options)).toEqual({
      status: 'failed',
      hash: null,
    })
  })

  it('gives up (leaving it pending) after the timeout, and stops when aborted', async () => {
    let time = 0
    const slow = { getCallsStatus: async () => ({ status: 'pending' as const }) }
    const sleep = async (ms: number) => {
      time += ms
    }
    expect(await settleBatch(slow, 'id', { timeoutMs: 10_000, sleep, now: () => time })).toEqual({
      status: 'gave-up',
    })
    const controller = new AbortController()
    controller.abort()
    expect(await settleBatch(slow, 'id', { ...options, signal: controller.signal })).toEqual({
      status: 'stopped',
    })
  })
})

describe('readCallsStatus', () => {
  const a = `0x${'0a'.repeat(32)}` as const
  const b = `0x${'0b'.repeat(32)}` as const
  it('reads EIP-5792 v2 numeric statuses and the receipts hashes', () => {
    expect(readCallsStatus({ status: 100, receipts: [] })).toEqual({ status: 'pending', receipts: [] })
    expect(
      readCallsStatus({ status: 200, receipts: [{ transactionHash: a }, { transactionHash: b }] }),
    ).toEqual({ status: 'success', receipts: [{ transactionHash: a }, { transactionHash: b }] })
    for (const code of [400, 500, 600]) expect(readCallsStatus({ status: code }).status).toBe('failure')
    expect(readCallsStatus({ status: 999 }).status).toBeUndefined()
  })

  it("reads the first drafts' strings, a reverted receipt making it a failure", () => {
    expect(readCallsStatus({ status: 'PENDING' }).status).toBe('pending')
    expect(
      readCallsStatus({ status: 'CONFIRMED', receipts: [{ status: '0x1', transactionHash: a }] }),
    ).toEqual({
      status: 'success',
      receipts: [{ transactionHash: a }],
    })
    expect(
      readCallsStatus({ status: 'CONFIRMED', receipts: [{ status: '0x0', transactionHash: a }] }).status,
    ).toBe('failure')
  })

  it('drops malformed hashes and refuses no answer', () => {
    expect(readCallsStatus({ status: 200, receipts: [{ transactionHash: '0x12' }, null] }).receipts).toEqual(
      [],
    )
    expect(() => readCallsStatus(null)).toThrow()
  })
})
