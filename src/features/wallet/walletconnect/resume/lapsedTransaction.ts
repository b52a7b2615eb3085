import { createStore } from '@/lib/createStore'

/** A transaction whose request to the wallet app ran out while the page was gone, offered to send again. */
export interface LapsedTransaction {
  account: string
  chainId: number
  description: string
  /** `retry`: the chain shows nothing sent since the request; `check`: it may have been sent, see the wallet. */
  status: 'retry' | 'check'
  retry(): Promise<unknown>
}

export const lapsedTransaction = createStore<LapsedTransaction | null>(null)
