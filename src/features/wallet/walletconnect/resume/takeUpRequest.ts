import { walletStore } from '../../state/walletStore'
import { transactionStore } from '../../transactions/transactions'
import type { ChainEffect } from './chainEffect'
import { lapsedTransaction } from './lapsedTransaction'
import { type PendingRequest, pendingRequestStore, relayCatchUp } from './pendingRequest'

/** How long past its expiry a lapsed transaction request is kept (its answer still taken up, Retry still offered). */
export const LAPSED_KEPT_MS = 24 * 60 * 60_000

export interface TakeUpDependencies {
  relay: { get(): boolean; subscribe(listener: () => void): () => void }
  effectSince(request: PendingRequest): Promise<ChainEffect>
}

const runtimeDependencies: TakeUpDependencies = {
  relay: relayCatchUp,
  effectSince: (request) => import('./chainEffect').then((module) => module.effectSince(request)),
}

/**
 * A transaction request is declared lapsed only once it has run out and the relay has handed over what it held
 * with no answer; even then a later answer is taken up. Retry only while the chain shows nothing sent since.
 */
export function takeUpRequest(dependencies: TakeUpDependencies = runtimeDependencies): void {
  const pending = pendingRequestStore.read()
  if (!pending) return
  if (pending.kind === 'verify') {
    // Once wagmi has settled; otherwise the modal would open on every load.
    const decide = () => {
      const { ready, status } = walletStore.get()
      if (!ready || status === 'connecting' || status === 'reconnecting') return
      stop()
      if (status === 'unauthenticated') walletStore.open('connect')
      else pendingRequestStore.remove()
    }
    const stop = walletStore.subscribe(decide)
    decide()
    return
  }
  if (Date.now() >= pending.expiresAt + LAPSED_KEPT_MS && !pending.answer) {
    pendingRequestStore.remove()
    return
  }
  const { relay } = dependencies
  let offer: LapsedOffer | null = null
  const check = () => {
    const current = pendingRequestStore.read()
    if (current?.id !== pending.id) {
      // Replaced by a newer request (Retry sent it again), or given up on: nothing more to take up.
      stop()
      return
    }
    if (current.answer) {
      stop()
      pendingRequestStore.remove()
      if (current.answer.result) {
        offer?.withdraw()
        addTransaction(current, current.answer.result)
      } else if (!offer?.retrying()) {
        // During a Retry, a refusal is the person dismissing the old request to reach the one Retry sends.
        offer?.withdraw()
      }
      return
    }
    if (offer || Date.now() < current.expiresAt || !relay.get()) return
    offer = offerAgain(current, dependencies, stop)
  }
  const unsubscribe = pendingRequestStore.subscribe(check)
  const stopRelay = relay.subscribe(check)
  const timer = setTimeout(check, Math.max(0, pending.expiresAt - Date.now()))
  const stop = () => {
    unsubscribe()
    stopRelay()
    clearTimeout(timer)
  }
  check()
}

interface LapsedOffer {
  withdraw(): void
  retrying(): boolean
}

/** The kept request stays, so that an answer the relay hands over later is still taken up. */
function offerAgain(
  pending: PendingRequest,
  dependencies: TakeUpDependencies,
  stop: () => void,
): LapsedOffer {
  let withdrawn = false
  let retrying = false
  let shown: ReturnType<typeof lapsedTransaction.get> = null
  const show = (status: 'retry' | 'check') => {
    if (withdrawn) return
    shown = {
      account: pending.account,
      chainId: pending.chainId,
      description: pending.text,
      status,
      retry: async () => {
        const { call } = pending
        retrying = true
        try {
          // The chain again, right before sending: the wallet may have sent it since the offer was made.
          const effect = await dependencies.effectSince(pending)
          if (withdrawn) return
          if (!call || effect !== 'none') {
            show('check')
            return
          }
          stop()
          if (pendingRequestStore.read()?.id === pending.id) pendingRequestStore.remove()
          const { resendTransaction } = await import('./resendTransaction')
          return await resendTransaction(pending, call)
        } finally {
          retrying = false
        }
      },
    }
    lapsedTransaction.set(shown)
  }
  void dependencies.effectSince(pending).then(
    (effect) => show(effect === 'none' && pending.call ? 'retry' : 'check'),
    () => show('check'),
  )
  const decide = () => {
    const { ready, status, address } = walletStore.get()
    if (!ready || status === 'connecting' || status === 'reconnecting') return
    stopWallet()
    if (address?.toLowerCase() === pending.account.toLowerCase()) {
      // Opened once; on later loads the offer waits in the account modal for the person to open it.
      if (pending.offered) return
      walletStore.open('account')
      const current = pendingRequestStore.read()
      if (current?.id === pending.id) pendingRequestStore.write({ ...current, offered: true })
      return
    }
    // Another wallet is back: nothing of this one's to offer or take up.
    withdrawn = true
    stop()
    pendingRequestStore.remove()
    if (shown && lapsedTransaction.get() === shown) lapsedTransaction.set(null)
  }
  const stopWallet = walletStore.subscribe(decide)
  decide()
  return {
    retrying: () => retrying,
    withdraw() {
      withdrawn = true
      stopWallet()
      if (shown && lapsedTransaction.get() === shown) lapsedTransaction.set(null)
    },
  }
}

function addTransaction(pending: PendingRequest, hash: string) {
  try {
    transactionStore.addTransaction(pending.account as `0x${string}`, pending.chainId, {
      hash: hash as `0x${string}`,
      description: pending.text,
    })
  } catch {
    // Not a transaction hash (a faulty wallet): nothing to watch.
  }
}
