import { describe, expect, it } from 'vitest'
import { describeOffers, downloadOffers, extensionUrl, routeFor, walletsToGet } from './connectRoute'
import type { Platform } from './platform'
import { ledger, metaMask, rabby, rainbow } from './registry'
import { buildWalletList, type WalletEntry, walletConfig } from './walletCatalogue'

const chrome: Platform = { device: 'desktop', os: 'other', browser: 'chrome' }
const firefox: Platform = { device: 'desktop', os: 'other', browser: 'firefox' }
const safari: Platform = { device: 'desktop', os: 'other', browser: 'safari' }
const iphone: Platform = { device: 'phone', os: 'ios', browser: 'safari' }

const entries = buildWalletList({
  config: walletConfig,
  installed: [],
  legacyWalletId: null,
  recentIds: [],
}).flatMap((group) => group.wallets)
const entry = (id: string) => entries.find((wallet) => wallet.id === id) as WalletEntry

describe('how a picked wallet connects', () => {
  it('uses the browser’s provider when there is one', () => {
    expect(
      routeFor({ ...entry('metaMask'), connector: { kind: 'injected', connectorId: 'io.metamask' } }, chrome),
    ).toBe('injected')
  })

  it('offers downloads for an extension wallet that is missing, if this browser has a store for it', () => {
    expect(routeFor(entry('rainbow'), chrome)).toBe('download')
    expect(routeFor(entry('rabby'), chrome)).toBe('download')
    // Rabby is in no Firefox or Safari store, and has no phone app to scan with.
    expect(routeFor(entry('rabby'), firefox)).toBe('not-available')
    expect(routeFor(entry('rabby'), safari)).toBe('not-available')
  })

  it('shows a QR code for wallets reached through WalletConnect, opens desktop apps', () => {
    expect(routeFor(entry('walletConnect'), chrome)).toBe('walletconnect-qr')
    expect(routeFor(entry('safe'), chrome)).toBe('walletconnect-qr')
    expect(routeFor(entry('ledger'), chrome)).toBe('walletconnect-desktop')
  })

  it('opens the app on a phone, where it has one', () => {
    expect(routeFor(entry('rainbow'), iphone)).toBe('walletconnect-mobile')
    expect(routeFor(entry('walletConnect'), iphone)).toBe('walletconnect-mobile')
    expect(routeFor(entry('rabby'), iphone)).toBe('not-available')
  })
})

describe('download offers', () => {
  it('picks the store of this browser, else the vendor’s extension page', () => {
    expect(extensionUrl(metaMask, 'firefox')).toBe(metaMask.downloadUrls.firefox)
    expect(extensionUrl(metaMask, 'edge')).toBe(metaMask.downloadUrls.edge)
    expect(extensionUrl(rainbow, 'opera')).toBe(rainbow.downloadUrls.browserExtension)
    expect(extensionUrl(metaMask, 'safari')).toBe(metaMask.downloadUrls.browserExtension)
    expect(extensionUrl(rabby, 'firefox')).toBeUndefined()
  })

  it('gives a phone its own store, a desktop the extension, desktop app and phone download page', () => {
    expect(downloadOffers(metaMask, iphone)).toEqual({ mobile: metaMask.downloadUrls.ios })
    expect(downloadOffers(metaMask, { ...iphone, os: 'android' })).toEqual({
      mobile: metaMask.downloadUrls.android,
    })
    expect(downloadOffers(ledger, chrome)).toEqual({
      extension: undefined,
      desktop: ledger.downloadUrls.desktop,
      mobile: ledger.downloadUrls.qrCode,
    })
    expect(describeOffers(downloadOffers(metaMask, chrome))).toBe('Mobile app and browser extension')
    expect(describeOffers(downloadOffers(ledger, chrome))).toBe('Mobile app and desktop app')
  })
})

describe('Get a Wallet (spec section 9)', () => {
  it('lists 5 wallets on a desktop and 3 on a phone, none already installed', () => {
    expect(walletsToGet(entries, chrome).map(({ wallet }) => wallet.id)).toEqual([
      'rainbow',
      'metaMask',
      'coinbase',
      'trust',
      'zerion',
    ])
    expect(walletsToGet(entries, iphone)).toHaveLength(3)
    const installed = entries.map((wallet) =>
      wallet.id === 'rainbow'
        ? { ...wallet, connector: { kind: 'injected' as const, connectorId: 'me.rainbow' } }
        : wallet,
    )
    expect(walletsToGet(installed, chrome).map(({ wallet }) => wallet.id)).not.toContain('rainbow')
  })
})
