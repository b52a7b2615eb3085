import { afterEach, describe, expect, it, vi } from 'vitest'
import { type WalletSend, walletSends } from './transactions'

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const tx: WalletSend = { kind: 'transaction', account: ACCOUNT, chainId: 8453, text: 'Withdraw 400 USDC' }

describe("a transaction's sender's count", () => {
  afterEach(() => {
    walletSends.countWith(() => Promise.resolve(undefined))
    vi.useRealTimers()
  })

  it('is read before the wallet is asked, and goes with the send', async () => {
    const steps: string[] = []
    let count: (nonce: number) => void = () => {}
    walletSends.countWith((send) => {
      steps.push(`count ${send.account}`)
      return new Promise((resolve) => {
        count = resolve
      })
    })
    const sent = walletSends.during(tx, async () => {
      steps.push('wallet asked')
      return walletSends.current()
    })
    await Promise.resolve()
    expect(steps).toEqual([`count ${ACCOUNT}`])
    count(7)
    expect(await sent).toMatchObject({ ...tx, nonce: 7 })
    expect(steps).toEqual([`count ${ACCOUNT}`, 'wallet asked'])
  })

  it('is given up on when the node is slow or fails: the wallet is asked all the same, with no count', async () => {
    vi.useFakeTimers()
    walletSends.countWith(() => new Promise(() => {}))
    const slow = walletSends.during(tx, async () => walletSends.current())
    await vi.advanceTimersByTimeAsync(3_000)
    expect((await slow)?.nonce).toBeUndefined()

    walletSends.countWith(() => Promise.reject(new Error('node down')))
    expect((await walletSends.during(tx, async () => walletSends.current()))?.nonce).toBeUndefined()
  })

  it('is not read for a signature', async () => {
    const reader = vi.fn(() => Promise.resolve(3))
    walletSends.countWith(reader)
    const verify: WalletSend = { ...tx, kind: 'verify', text: 'Sign in' }
    expect(await walletSends.during(verify, async () => walletSends.current())).toEqual(verify)
    expect(reader).not.toHaveBeenCalled()
  })
})
