import { boolean, INVALID, matches, number, object, optional, parseWith, string } from '@/lib/check'
import { createStore } from '@/lib/createStore'
import { storedValue } from '@/lib/storage'
import { PENDING_REQUEST_KEY } from '../../state/storageKeys'
import { type WalletSend, walletSends } from '../../transactions/transactions'

/** A transaction's call, to send it again once its request has run out (nothing secret: it went to the wallet). */
const callCheck = object({
  to: matches(/^0x[0-9a-fA-F]{40}$/),
  value: optional(matches(/^0x[0-9a-fA-F]{1,64}$/)),
  data: optional(string((data) => data.length <= 20_000 && /^0x[0-9a-fA-F]*$/.test(data))),
})

/** `answer` is written when the SDK gets it in a page that did not ask; `nonce` tells later whether anything was sent. */
export const pendingRequestStore = storedValue(
  PENDING_REQUEST_KEY,
  // Checked by hand (lib/check), not with zod: the wallet runtime, which reads it, would fetch zod too.
  parseWith(
    object({
      id: number(),
      expiresAt: number(),
      kind: matches(/^(verify|transaction)$/),
      account: matches(/^0x[0-9a-fA-F]{40}$/),
      chainId: number(),
      text: string((text) => text.length <= 4000),
      call: optional(callCheck),
      nonce: optional(number()),
      offered: optional(boolean),
      answer: optional(object({ result: optional(string()), code: optional(number()) })),
    }),
  ),
)
export type PendingRequest = NonNullable<ReturnType<typeof pendingRequestStore.read>>

export interface HistoryRecord {
  id: number
  topic: string
  request: {
    method: string
    params?: { request?: { method?: string; expiryTimestamp?: number; params?: unknown } } | null
  }
  response?: { result?: unknown; error?: { code?: number; message?: string } }
}

const METHODS: Record<WalletSend['kind'], string> = {
  verify: 'personal_sign',
  transaction: 'eth_sendTransaction',
}
/** The SDK's own default life of a request (wc_sessionRequest), when a record does not say. */
const REQUEST_LIFE_MS = 15 * 60_000

const asked = new Set<number>()
const refusedPairings = createStore<ReadonlyMap<string, { code: number; message: string }>>(new Map())

export type HistoryEvent = 'history_created' | 'history_updated'

/** From the moment the SDK's core is made: after a reload the relay hands over what it held as soon as the SDK subscribes. */
export function onHistory(event: HistoryEvent, record: HistoryRecord, send: WalletSend | null): void {
  if (event === 'history_created') {
    const inner = record.request.params?.request
    if (!send || record.request.method !== 'wc_sessionRequest' || inner?.method !== METHODS[send.kind]) return
    asked.add(record.id)
    const expiry = Number(inner.expiryTimestamp) * 1000
    const call = send.kind === 'transaction' ? callOf(inner.params) : undefined
    pendingRequestStore.write({
      id: record.id,
      ...send,
      ...(call ? { call } : {}),
      expiresAt: expiry > 0 ? expiry : Date.now() + REQUEST_LIFE_MS,
    })
    return
  }
  const { response } = record
  if (!response) return
  if (record.request.method === 'wc_sessionPropose') {
    if (!response.error) return
    const refusal = { code: response.error.code ?? 0, message: response.error.message ?? '' }
    refusedPairings.set((refused) => new Map(refused).set(record.topic, refusal))
    return
  }
  recordAnswer(record.id, response)
}

function recordAnswer(id: number, response: NonNullable<HistoryRecord['response']>) {
  const pending = pendingRequestStore.read()
  if (pending?.id !== id) return
  if (asked.has(id)) {
    pendingRequestStore.remove()
    return
  }
  if (pending.answer) return
  // Nobody here awaits it (the page reloaded): kept for what takes it up (takeUpRequest, the verify view).
  const answer = response.error ? { code: response.error.code ?? 0 } : { result: String(response.result) }
  pendingRequestStore.write({ ...pending, answer })
}

const beingRead = new Set<Promise<void>>()

/** Once set, a kept request no answer has come for has none waiting at the relay. */
export const relayCatchUp = createStore(false)

export async function onRelayCaughtUp(): Promise<void> {
  await Promise.allSettled([...beingRead])
  relayCatchUp.set(true)
}

interface CoreCrypto {
  crypto?: { decode(topic: string, message: string): Promise<unknown> }
}

/**
 * Read here too, not only through the SDK's history: the SDK writes its history to IndexedDB without
 * waiting, so a page dropped right after sending can come back without the request, and the SDK would drop
 * the wallet's answer unseen. The kept request still names it.
 */
export function onRelayMessage(core: unknown, event: { topic: string; message: string }): Promise<void> {
  const reading = readRelayMessage(core, event)
  reading.then(
    () => beingRead.delete(reading),
    () => beingRead.delete(reading),
  )
  beingRead.add(reading)
  return reading
}

async function readRelayMessage(core: unknown, event: { topic: string; message: string }): Promise<void> {
  const pending = pendingRequestStore.read()
  if (!pending || pending.answer || asked.has(pending.id)) return
  let payload: { id?: unknown; result?: unknown; error?: { code?: number } } | undefined
  try {
    payload = (await (core as CoreCrypto).crypto?.decode(event.topic, event.message)) as typeof payload
  } catch {
    return // Not a message for a session (a pairing's, encrypted otherwise): not an answer to take up.
  }
  if (!payload || Number(payload.id) !== pending.id || !('result' in payload || payload.error)) return
  recordAnswer(pending.id, payload.error ? { error: payload.error } : { result: payload.result })
}

/** What sends an eth_sendTransaction again: its target, value and data (not its sender, gas or nonce). */
function callOf(params: unknown): PendingRequest['call'] {
  const tx = (Array.isArray(params) ? params[0] : null) as Record<string, unknown> | null
  const call = callCheck({ to: tx?.to, value: tx?.value, data: tx?.data })
  return call === INVALID ? undefined : call
}

// A send that ended in the page that asked (answered, refused, failed) leaves nothing to take up.
walletSends.onEnd(() => {
  const pending = pendingRequestStore.read()
  if (pending && asked.has(pending.id)) pendingRequestStore.remove()
})

export function onPairingRefused(
  pairingTopic: string,
  listener: (error: { code: number; message: string }) => void,
): () => void {
  const check = () => {
    const refusal = refusedPairings.get().get(pairingTopic)
    if (refusal) listener(refusal)
  }
  const stop = refusedPairings.subscribe(check)
  queueMicrotask(check)
  return stop
}
