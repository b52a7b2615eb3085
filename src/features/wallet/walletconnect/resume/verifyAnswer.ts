import { type PendingRequest, pendingRequestStore, relayCatchUp } from './pendingRequest'

export class RequestLapsedError extends Error {
  override name = 'RequestLapsedError' as const
}

/** Fails with the wallet's error, or RequestLapsedError once run out with no answer among what the relay held. */
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
