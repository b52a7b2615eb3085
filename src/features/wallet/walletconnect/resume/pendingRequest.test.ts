import { afterEach, describe, expect, it } from 'vitest'
import type { WalletSend } from '../../transactions/transactions'
import {
  type HistoryRecord,
  onHistory,
  onPairingRefused,
  onRelayCaughtUp,
  onRelayMessage,
  pendingRequestStore,
  relayCatchUp,
} from './pendingRequest'

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d04c79C8d'
const send: WalletSend = { kind: 'verify', account: ACCOUNT, chainId: 8453, text: 'Sign in to Yarm' }

const request = (id: number, method = 'personal_sign'): HistoryRecord => ({
  id,
  topic: 'a'.repeat(64),
  request: { method: 'wc_sessionRequest', params: { request: { method, expiryTimestamp: 2_000_000_000 } } },
})
const answered = (record: HistoryRecord, response: HistoryRecord['response']) => ({ ...record, response })

afterEach(() => pendingRequestStore.remove())

describe('requests kept for a page that reloads', () => {
  it('keeps the request the app is sending, with its expiry, and forgets it once this page has its answer', () => {
    const record = request(1)
    onHistory('history_created', record, send)
    expect(pendingRequestStore.read()).toMatchObject({ id: 1, kind: 'verify', expiresAt: 2_000_000_000_000 })
    onHistory('history_updated', answered(record, { result: '0xabc' }), null)
    expect(pendingRequestStore.read()).toBeNull()
  })

  it("keeps a transaction's call (to, value, data), never its sender, gas or nonce, to send it again", () => {
    const tx = { kind: 'transaction', account: ACCOUNT, chainId: 8453, text: 'Deposit 500 USDC' } as const
    const to = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    const record: HistoryRecord = {
      id: 8,
      topic: 'a'.repeat(64),
      request: {
        method: 'wc_sessionRequest',
        params: {
          request: {
            method: 'eth_sendTransaction',
            expiryTimestamp: 2_000_000_000,
            params: [{ from: ACCOUNT, to, value: '0x0', data: '0xb6b55f25', gas: '0x5208', nonce: '0x1' }],
          },
        },
      },
    }
    onHistory('history_created', record, tx)
    expect(pendingRequestStore.read()?.call).toEqual({ to, value: '0x0', data: '0xb6b55f25' })
    // A call it cannot read is not kept, the request still is.
    onHistory(
      'history_created',
      {
        ...record,
        id: 9,
        request: {
          ...record.request,
          params: { request: { method: 'eth_sendTransaction', params: [{ to: 'nowhere' }] } },
        },
      },
      tx,
    )
    expect(pendingRequestStore.read()).toMatchObject({ id: 9, kind: 'transaction' })
    expect(pendingRequestStore.read()?.call).toBeUndefined()
  })

  it('keeps nothing for requests the app did not name, or of another method', () => {
    onHistory('history_created', request(2), null)
    onHistory('history_created', request(3, 'eth_sendTransaction'), send)
    expect(pendingRequestStore.read()).toBeNull()
  })

  it('writes the answer down when it comes to a page that did not ask (reloaded): the signature, or the refusal code', () => {
    const kept = { id: 4, ...send, expiresAt: Date.now() + 60_000 }
    pendingRequestStore.write(kept)
    onHistory('history_updated', answered(request(4), { result: '0x1234' }), null)
    expect(pendingRequestStore.read()?.answer).toEqual({ result: '0x1234' })
    pendingRequestStore.write(kept)
    onHistory(
      'history_updated',
      answered(request(4), { error: { code: 5000, message: 'User rejected.' } }),
      null,
    )
    expect(pendingRequestStore.read()?.answer).toEqual({ code: 5000 })
    // An answer to another request (one given up on) changes nothing.
    onHistory('history_updated', answered(request(5), { result: '0xff' }), null)
    expect(pendingRequestStore.read()?.answer).toEqual({ code: 5000 })
  })

  it("takes the answer from the relay's message when the SDK's history lost the request (page gone right after sending)", async () => {
    const kept = { id: 10, ...send, kind: 'transaction' as const, expiresAt: Date.now() + 60_000 }
    pendingRequestStore.write(kept)
    // The SDK's core as the reloaded page has it: its history has no record 10, so it would emit nothing.
    const payloads: Record<string, unknown> = {
      other: { id: 11, jsonrpc: '2.0', result: '0xff' },
      request: { id: 12, jsonrpc: '2.0', method: 'wc_sessionPing', params: {} },
      answer: { id: 10, jsonrpc: '2.0', result: '0xabc' },
    }
    const core = { crypto: { decode: async (_topic: string, message: string) => payloads[message] } }
    const topic = 'c'.repeat(64)
    await onRelayMessage(core, { topic, message: 'other' })
    await onRelayMessage(core, { topic, message: 'request' })
    await onRelayMessage(
      { crypto: { decode: () => Promise.reject(new Error('no key')) } },
      { topic, message: 'x' },
    )
    expect(pendingRequestStore.read()?.answer).toBeUndefined()
    await onRelayMessage(core, { topic, message: 'answer' })
    expect(pendingRequestStore.read()?.answer).toEqual({ result: '0xabc' })

    pendingRequestStore.write(kept)
    payloads.answer = { id: 10, jsonrpc: '2.0', error: { code: 4001, message: 'User rejected.' } }
    await onRelayMessage(core, { topic, message: 'answer' })
    expect(pendingRequestStore.read()?.answer).toEqual({ code: 4001 })
  })

  it("tells a wallet's refusal of a pairing, also to a listener that comes after it", async () => {
    const topic = 'b'.repeat(64)
    onHistory(
      'history_updated',
      {
        id: 6,
        topic,
        request: { method: 'wc_sessionPropose' },
        response: { error: { code: 5000, message: 'User rejected.' } },
      },
      null,
    )
    const refusal = await new Promise((resolve) => onPairingRefused(topic, resolve))
    expect(refusal).toEqual({ code: 5000, message: 'User rejected.' })
  })

  it("keeps the sender's transaction count read before the wallet was asked, to tell later whether it was sent", () => {
    const tx = {
      kind: 'transaction',
      account: ACCOUNT,
      chainId: 8453,
      text: 'Withdraw 400 USDC',
      nonce: 7,
    } as const
    const record: HistoryRecord = {
      ...request(20, 'eth_sendTransaction'),
      request: {
        method: 'wc_sessionRequest',
        params: { request: { method: 'eth_sendTransaction', expiryTimestamp: 2_000_000_000, params: [] } },
      },
    }
    onHistory('history_created', record, tx)
    expect(pendingRequestStore.read()).toMatchObject({ id: 20, nonce: 7 })
  })

  it('says the relay is caught up only once the messages it handed over have been read', async () => {
    const kept = { id: 30, ...send, kind: 'transaction' as const, expiresAt: Date.now() - 60_000 }
    pendingRequestStore.write(kept)
    let decoded: (payload: unknown) => void = () => {}
    const core = {
      crypto: {
        decode: () =>
          new Promise((resolve) => {
            decoded = resolve
          }),
      },
    }
    const heard = new Promise<void>((resolve) => relayCatchUp.subscribe(resolve))
    void onRelayMessage(core, { topic: 'd'.repeat(64), message: 'held' })
    const caughtUp = onRelayCaughtUp()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(relayCatchUp.get()).toBe(false)
    decoded({ id: 30, jsonrpc: '2.0', result: '0xabc' })
    await caughtUp
    await heard
    expect(relayCatchUp.get()).toBe(true)
    expect(pendingRequestStore.read()?.answer).toEqual({ result: '0xabc' })
  })
})
