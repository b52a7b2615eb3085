import { describe, expect, it, vi } from 'vitest'
import { createAnnouncedWallets } from './announcedWallets'

const info = (rdns: string, uuid = `uuid-${rdns}`, name = rdns) => ({ uuid, name, icon: 'data:,', rdns })

/** A page of its own, so each test starts with no listener and no wallet. */
function page() {
  const target = new EventTarget() as Window
  const announce = (detail: unknown) =>
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  return { target, announce }
}

describe('EIP-6963 announcements heard from the first load', () => {
  it('asks the wallets already in the page to announce themselves, and hears later ones', () => {
    const { target, announce } = page()
    const provider = { request: vi.fn() }
    // An extension that answers requests, as every EIP-6963 wallet does.
    target.addEventListener('eip6963:requestProvider', () =>
      announce({ info: info('io.metamask'), provider }),
    )
    const wallets = createAnnouncedWallets()
    const listener = vi.fn()
    wallets.subscribe(listener)
    wallets.watch(target)
    expect(wallets.getState()).toEqual([info('io.metamask')])
    expect(wallets.providerOf('io.metamask')).toBe(provider)

    announce({ info: info('me.rainbow'), provider: {} })
    expect(wallets.getState().map((wallet) => wallet.rdns)).toEqual(['io.metamask', 'me.rainbow'])
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('keeps the first of a uuid or an rdns, as wagmi does, and a stable snapshot otherwise', () => {
    const { target, announce } = page()
    const wallets = createAnnouncedWallets()
    wallets.watch(target)
    announce({ info: info('io.metamask', 'a', 'MetaMask'), provider: {} })
    const snapshot = wallets.getState()
    announce({ info: info('io.metamask', 'a', 'MetaMask'), provider: {} })
    announce({ info: info('io.metamask', 'b', 'MetaMask again'), provider: {} })
    announce({ info: info('io.other', 'a'), provider: {} })
    expect(wallets.getState()).toBe(snapshot)
    expect(snapshot.map((wallet) => wallet.name)).toEqual(['MetaMask'])
  })

  it('ignores what is not a wallet announcement', () => {
    const { target, announce } = page()
    const wallets = createAnnouncedWallets()
    wallets.watch(target)
    announce(undefined)
    announce({ info: info('io.metamask') })
    announce({ info: { ...info('io.metamask'), uuid: 7 }, provider: {} })
    announce({ info: { ...info('io.metamask'), name: '' }, provider: {} })
    // wagmi's own connector ids have no dot: not an rdns, not listed (as before, from wagmi's connectors).
    announce({ info: info('injected'), provider: {} })
    expect(wallets.getState()).toEqual([])
  })

  it('listens once however often it is asked to', () => {
    const { target, announce } = page()
    const wallets = createAnnouncedWallets()
    const listener = vi.fn()
    wallets.subscribe(listener)
    wallets.watch(target)
    wallets.watch(target)
    announce({ info: info('io.metamask'), provider: {} })
    expect(listener).toHaveBeenCalledOnce()
  })
})
