import { afterEach, describe, expect, it } from 'vitest'
import { pendingRequestStore } from './pendingRequest'
import { RequestLapsedError, verifyAnswer } from './verifyAnswer'

const kept = {
  id: 40,
  kind: 'verify',
  account: '0x70997970C51812dc3A010C7d01b50e0d04c79C8d',
  chainId: 8453,
  text: 'Sign in to Yarm',
  expiresAt: Date.now() - 60_000,
}

function relay(caughtUp: boolean) {
  const listeners = new Set<() => void>()
  return {
    get: () => caughtUp,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    catchUp() {
      caughtUp = true
      for (const listener of listeners) listener()
    },
  }
}

afterEach(() => pendingRequestStore.remove())

describe('the verify signature asked for before the reload', () => {
  it('takes up the signature the relay held, though the request ran out before the relay handed it over', async () => {
    pendingRequestStore.write(kept)
    const held = relay(false)
    const answer = verifyAnswer(kept, held)
    pendingRequestStore.write({ ...kept, answer: { result: '0x5151' } })
    held.catchUp()
    await expect(answer).resolves.toBe('0x5151')
  })

  it('has lapsed once the relay has handed over what it held with no answer among it', async () => {
    pendingRequestStore.write(kept)
    const held = relay(false)
    const answer = verifyAnswer(kept, held)
    let settled = false
    answer
      .catch(() => {})
      .finally(() => {
        settled = true
      })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(settled).toBe(false)
    held.catchUp()
    await expect(answer).rejects.toBeInstanceOf(RequestLapsedError)
  })
})
