import { createStore } from '@/lib/createStore'
import { createTransactionStore } from './transactionStore'

export const transactionStore = createTransactionStore(
  typeof window === 'undefined'
    ? { getItem: () => null, setItem: () => {}, removeItem: () => {} }
    : localStorage,
)

/**
 * What the app is asking the wallet for right now. A wallet app on a phone may answer after the page is
 * gone: the runtime keeps the WalletConnect request with this, so the reloaded page knows what it was for.
 */
export interface WalletSend {
  kind: 'verify' | 'transaction'
  account: `0x${string}`
  chainId: number
  /** verify: the message signed; transaction: its description. */
  text: string
  /** The sender's transaction count before the wallet was asked: tells a reloaded page whether the wallet sent. */
  nonce?: number
}

/** Gives up on the count after this long: the wallet is asked anyway, and no Retry is offered later. */
const COUNT_WAIT_MS = 3_000

const current = createStore<WalletSend | null>(null)
/** The last send to end, in a fresh box each time so that every end is heard. */
const ended = createStore<{ send: WalletSend } | null>(null)
let countBeforeSending: ((send: WalletSend) => Promise<number | undefined>) | null = null

export const walletSends = {
  current: current.get,
  onEnd(listener: (send: WalletSend) => void) {
    ended.subscribe((end) => end && listener(end.send))
  },
  countWith(reader: (send: WalletSend) => Promise<number | undefined>) {
    countBeforeSending = reader
  },
  async during<T>(asked: WalletSend, run: () => Promise<T>): Promise<T> {
    const send = asked.kind === 'transaction' ? { ...asked, nonce: await countOf(asked) } : asked
    current.set(send)
    try {
      return await run()
    } finally {
      if (current.get() === send) current.set(null)
      ended.set({ send })
    }
  },
}

async function countOf(send: WalletSend): Promise<number | undefined> {
  if (!countBeforeSending) return undefined
  let timer: number | undefined
  const givenUp = new Promise<undefined>((resolve) => {
    timer = window.setTimeout(resolve, COUNT_WAIT_MS)
  })
  try {
    return await Promise.race([countBeforeSending(send).catch(() => undefined), givenUp])
  } finally {
    clearTimeout(timer)
  }
}

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
