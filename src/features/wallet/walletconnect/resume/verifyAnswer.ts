import { type PendingRequest, pendingRequestStore, relayCatchUp } from './pendingRequest'

export class RequestLapsedError extends Error {
  override name = 'RequestLapsedError' as const
}

/**
 * The verify signature asked for before the page reloaded: resolves with the signature once the answer is
 * there (the SDK writes it when the relay hands it over); fails with the wallet's error (its code tells a
 * person's refusal) or, once the request has run out and the relay has handed over what it held with no
 * answer among it, RequestLapsedError.
 */
export function verifyAnswer(
  pending: PendingRequest,
  relay: { get(): boolean; subscribe(listener: () => void): () => void } = relayCatchUp,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const current = pendingRequestStore.read()
      const answer = current?.id === pending.id ? current.answer : undefined
      if (!answer && (Date.now() < pending.expiresAt || !relay.get())) return
      unsubscribe()
      stopRelay()
      clearTimeout(timer)
      pendingRequestStore.remove()
      if (answer?.result) resolve(answer.result)
      else if (answer)
        reject(Object.assign(new Error('The wallet refused the request'), { code: answer.code }))
      else reject(new RequestLapsedError('The request lapsed'))
    }
    const unsubscribe = pendingRequestStore.subscribe(check)
    const stopRelay = relay.subscribe(check)
    const timer = setTimeout(check, Math.max(0, pending.expiresAt - Date.now()))
    check()
  })
}
