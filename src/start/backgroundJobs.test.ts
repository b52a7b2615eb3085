import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { backgroundJobs } from './backgroundJobs'

const jobs = (returningWallet: boolean) =>
  backgroundJobs({
    queryClient: new QueryClient(),
    persisted: Promise.resolve(null),
    persistenceStarted: Promise.resolve(false),
    returningWallet,
  })

const when = (returningWallet: boolean, name: string) =>
  jobs(returningWallet).find((job) => job.name === name)?.when

describe('backgroundJobs', () => {
  it('starts loading the wallet runtime at once for a returning wallet, so wagmi reconnects it sooner', () => {
    expect(when(true, 'walletRuntime')).toEqual(['now'])
  })

  it('never loads the wallet runtime in the background for a wallet never connected', () => {
    expect(when(false, 'walletRuntime')).toEqual([])
  })

  it('waits for a session for the vote queue and for idle for the service worker', () => {
    expect(when(false, 'voteQueue')).toEqual(['signedIn'])
    expect(when(false, 'serviceWorker')).toEqual(['idle'])
    expect(when(false, 'boardUpdates')?.[0]).toBe('signedIn')
  })
})
