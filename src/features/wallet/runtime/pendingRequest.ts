import { matches, number, object, optional, parseWith, string } from '@/lib/check'
import { storedValue } from '@/lib/storage'
import { type WalletSend, walletSends } from '../transactions/transactions'

/**
 * A request sent to a wallet app through WalletConnect (the verify signature, a transaction) and not yet
 * answered, kept so that a page the phone dropped meanwhile takes the answer up from the relay on return.
 * `id` is the request's JSON-RPC id; `answer` is written when the SDK gets it in a page that did not ask.
 */
export const pendingRequestStore = storedValue(
  'yarm.wallet.pendingRequest',
  // Checked by hand (lib/check), not with zod: the wallet runtime, which reads it, would fetch zod too.
  parseWith(
    object({
      id: number(),
      expiresAt: number(),
      kind: matches(/^(verify|transaction)$/),
      account: matches(/^0x[0-9a-fA-F]{40}$/),
      chainId: number(),
      text: string((text) => text.length <= 4000),
      answer: optional(object({ result: optional(string()), code: optional(number()) })),
    }),
  ),
)
export type PendingRequest = NonNullable<ReturnType<typeof pendingRequestStore.read>>

/** A JSON-RPC exchange as the SDK's history keeps it (WalletConnect core, JsonRpcHistory). */
export interface HistoryRecord {
  id: number
  topic: string
  request: { method: string; params?: { request?: { method?: string; expiryTimestamp?: number } } | null }
  response?: { result?: unknown; error?: { code?: number; message?: string } }
}

const METHODS: Record<WalletSend['kind'], string> = {
  verify: 'personal_sign',
  transaction: 'eth_sendTransaction',
}
/** The SDK's own default life of a request (wc_sessionRequest), when a record does not say. */
const REQUEST_LIFE_MS = 15 * 60_000

/** Requests sent by this page: their answers reach the code that awaits them, nothing is kept. */
const asked = new Set<number>()
/** Wallets' refusals of pairings (by pairing topic), for a pairing taken up after a reload. */
const refusedPairings = new Map<string, { code: number; message: string }>()
const refusalListeners = new Set<() => void>()

export type HistoryEvent = 'history_created' | 'history_updated'

/**
 * What the SDK's request history says, from the moment its core is made (see walletConnect): after a reload
 * the relay hands over what it held as soon as the SDK subscribes again. `send` is what the app was asking
 * for when the record was made.
 */
export function onHistory(event: HistoryEvent, record: HistoryRecord, send: WalletSend | null): void {
  if (event === 'history_created') {
    const inner = record.request.params?.request
    if (!send || record.request.method !== 'wc_sessionRequest' || inner?.method !== METHODS[send.kind]) return
    asked.add(record.id)
    const expiry = Number(inner.expiryTimestamp) * 1000
    pendingRequestStore.write({
      id: record.id,
      ...send,
      expiresAt: expiry > 0 ? expiry : Date.now() + REQUEST_LIFE_MS,
    })
    return
  }
  const { response } = record
  if (!response) return
  if (record.request.method === 'wc_sessionPropose') {
    if (!response.error) return
    refusedPairings.set(record.topic, {
      code: response.error.code ?? 0,
      message: response.error.message ?? '',
    })
    for (const listener of refusalListeners) listener()
    return
  }
  const pending = pendingRequestStore.read()
  if (pending?.id !== record.id) return
  if (asked.has(record.id)) {
    pendingRequestStore.remove()
    return
  }
  // Nobody here awaits it (the page reloaded): kept for what takes it up (takeUpRequest, the verify view).
  const answer = response.error ? { code: response.error.code ?? 0 } : { result: String(response.result) }
  pendingRequestStore.write({ ...pending, answer })
}

// A send that ended in the page that asked (answered, refused, failed) leaves nothing to take up.
walletSends.onEnd(() => {
  const pending = pendingRequestStore.read()
  if (pending && asked.has(pending.id)) pendingRequestStore.remove()
})

/** The wallet's refusal of a pairing, once it has come (right after the call if it came before). */
export function onPairingRefused(
  pairingTopic: string,
  listener: (error: { code: number; message: string }) => void,
): () => void {
  const check = () => {
    const refusal = refusedPairings.get(pairingTopic)
    if (refusal) listener(refusal)
  }
  refusalListeners.add(check)
  queueMicrotask(check)
  return () => {
    refusalListeners.delete(check)
  }
}
