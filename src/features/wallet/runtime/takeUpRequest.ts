import { transactionStore } from '../transactions/transactions'
import { walletStore } from '../walletStore'
import { lapsedTransaction } from './lapsedTransaction'
import { type PendingRequest, pendingRequestStore } from './pendingRequest'

/**
 * On load, a request sent to a wallet app before the page went away (iOS drops tabs while the person is in
 * the wallet app). Loaded only then: the verify view shows again and takes its signature up (useVerifyAccount);
 * a transaction's hash, once the SDK gets it from the relay, enters the store pending, for the watcher to
 * settle. A transaction that ran out unanswered is offered again in the account modal (Retry sends the same
 * call), once the same wallet is back.
 */
export function takeUpRequest(): void {
  const pending = pendingRequestStore.read()
  if (!pending) return
  if (pending.kind === 'verify') {
    // Once wagmi has settled: still unverified, the view shows; otherwise (the wallet gone, or verified
    // after all) there is nothing to take up, and the modal must not open on every load.
    const decide = () => {
      const { ready, status } = walletStore.getState()
      if (!ready || status === 'connecting' || status === 'reconnecting') return
      stop()
      if (status === 'unauthenticated') walletStore.open('connect')
      else pendingRequestStore.remove()
    }
    const stop = walletStore.subscribe(decide)
    decide()
    return
  }
  const check = () => {
    const current = pendingRequestStore.read()
    if (current?.id === pending.id && !current.answer && Date.now() < current.expiresAt) return
    unsubscribe()
    clearTimeout(timer)
    if (current?.id !== pending.id) return
    pendingRequestStore.remove()
    if (current.answer?.result) addTransaction(current, current.answer.result)
    else if (!current.answer) offerAgain(current)
  }
  const unsubscribe = pendingRequestStore.subscribe(check)
  const timer = setTimeout(check, Math.max(0, pending.expiresAt - Date.now()))
  check()
}

/** The lapsed transaction, shown in the account modal once wagmi has settled on the wallet that asked. */
function offerAgain(pending: PendingRequest) {
  const { call } = pending
  if (!call) return
  lapsedTransaction.set({
    account: pending.account,
    chainId: pending.chainId,
    description: pending.text,
    retry: () => import('./resendTransaction').then((module) => module.resendTransaction(pending, call)),
  })
  const decide = () => {
    const { ready, status, address } = walletStore.getState()
    if (!ready || status === 'connecting' || status === 'reconnecting') return
    stop()
    if (address?.toLowerCase() === pending.account.toLowerCase()) walletStore.open('account')
    else lapsedTransaction.set(null)
  }
  const stop = walletStore.subscribe(decide)
  decide()
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
