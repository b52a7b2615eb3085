import { describe, expect, it } from 'vitest'
import { latestWalletStore, mobileLinkStore, recentWalletsStore, rememberWallet } from './walletStorage'

describe('wallet storage entries', () => {
  it('keeps the latest wallet and the 3 most recent, newest first', () => {
    for (const id of ['a', 'b', 'c', 'a', 'd']) rememberWallet(id)
    expect(latestWalletStore.read()).toBe('d')
    expect(recentWalletsStore.read()).toEqual(['d', 'a', 'c'])
  })

  it('drops garbage entries', () => {
    localStorage.setItem('yarm.wallet.recent', '[1,2,{"x":')
    localStorage.setItem(
      'WALLETCONNECT_DEEPLINK_CHOICE',
      JSON.stringify({ href: 'javascript:alert(1)', name: 'x' }),
    )
    expect(recentWalletsStore.read()).toBeNull()
    expect(mobileLinkStore.read()).toBeNull()
    expect(localStorage.getItem('yarm.wallet.recent')).toBeNull()
  })
})
