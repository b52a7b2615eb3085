import { createTransactionStore } from './transactionStore'

/** The app's one transaction store (browser only: it reads localStorage when first used). */
export const transactionStore = createTransactionStore(
  typeof window === 'undefined'
    ? { getItem: () => null, setItem: () => {}, removeItem: () => {} }
    : localStorage,
)

/**
 * What the app is asking the wallet for right now (the verify signature, a transaction), by what the person
 * knows it as. A wallet app on a phone may answer after the page is gone: the wallet runtime keeps the
 * WalletConnect request with this, so the reloaded page knows what the answer is for.
 */
export interface WalletSend {
  kind: 'verify' | 'transaction'
  account: `0x${string}`
  chainId: number
  /** verify: the message signed; transaction: its description. */
  text: string
}

let current: WalletSend | null = null
const endListeners = new Set<(send: WalletSend) => void>()

export const walletSends = {
  current: () => current,
  /** Called when a send has its answer, or failed, in the page that asked. */
  onEnd(listener: (send: WalletSend) => void) {
    endListeners.add(listener)
  },
  async during<T>(send: WalletSend, run: () => Promise<T>): Promise<T> {
    current = send
    try {
      return await run()
    } finally {
      if (current === send) current = null
      for (const listener of endListeners) listener(send)
    }
  },
}

/** Sends a transaction (`send` asks the wallet) and tracks it under its description once the wallet names it. */
export async function sendTracked(
  account: `0x${string}`,
  chainId: number,
  description: string,
  send: () => Promise<`0x${string}`>,
): Promise<`0x${string}`> {
  const hash = await walletSends.during({ kind: 'transaction', account, chainId, text: description }, send)
  transactionStore.addTransaction(account, chainId, { hash, description })
  return hash
}
