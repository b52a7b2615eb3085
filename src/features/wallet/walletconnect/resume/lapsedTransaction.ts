import { createListeners } from '@/lib/listeners'

/** A transaction whose request to the wallet app ran out while the page was gone, offered to send again. */
export interface LapsedTransaction {
  account: string
  chainId: number
  description: string
  /** `retry`: the chain shows nothing sent since the request; `check`: it may have been sent, see the wallet. */
  status: 'retry' | 'check'
  /** Sends the same call again (the person confirms in the wallet), if the chain still shows nothing sent. */
  retry(): Promise<unknown>
}

let lapsed: LapsedTransaction | null = null
const listeners = createListeners()

/** Set by takeUpRequest after a reload; read by the account modal (useSyncExternalStore). Framework-free. */
export const lapsedTransaction = {
  get: () => lapsed,
  subscribe: listeners.subscribe,
  set(next: LapsedTransaction | null) {
    if (next === lapsed) return
    lapsed = next
    listeners.notify()
  },
}
