import { describe, expect, it } from 'vitest'
import {
  latestWalletStore,
  mobileLinkStore,
  pairingExpiryOf,
  pairingTopicOf,
  pendingPairingStore,
  recentWalletsStore,
  rememberWallet,
} from './savedEntries'

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

  it('reads a pending pairing only with a WalletConnect URI, and its topic and expiry from the URI', () => {
    const topic = 'ab'.repeat(32)
    const uri = `wc:${topic}@2?expiryTimestamp=1795596479&relay-protocol=irn&symKey=${'cd'.repeat(32)}`
    pendingPairingStore.write({ uri, walletId: 'metaMask', expiresAt: 1 })
    expect(pendingPairingStore.read()).toEqual({ uri, walletId: 'metaMask', expiresAt: 1 })
    expect(pairingTopicOf(uri)).toBe(topic)
    expect(pairingExpiryOf(uri)).toBe(1795596479000)
    expect(pairingExpiryOf(`wc:${topic}@2?relay-protocol=irn`)).toBeNull()
    localStorage.setItem(
      'yarm.wallet.pendingPairing',
      JSON.stringify({ uri: 'javascript:alert(1)', walletId: 'x', expiresAt: 1 }),
    )
    expect(pendingPairingStore.read()).toBeNull()
  })
})
