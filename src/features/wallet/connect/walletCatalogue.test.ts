import { describe, expect, it } from 'vitest'
import { metaMask, rainbow, WALLET_DEFINITIONS, WALLET_GROUPS, type WalletDefinition } from './registry'
import {
  buildWalletList,
  createWalletConfig,
  detectLegacyWallet,
  type InstalledWallet,
  WalletListError,
  walletConfig,
} from './walletCatalogue'

const names = (groups: ReturnType<typeof buildWalletList>) =>
  groups.map((group) => [group.name, group.wallets.map((wallet) => wallet.id)])

const TEST_WALLET: InstalledWallet = {
  connectorId: 'xyz.yarm.testwallet',
  kind: 'injected',
  name: 'Yarm Test Wallet',
  icon: 'data:image/svg+xml;base64,AAAA',
}

describe('wallet list validation (spec sections 5 and 8)', () => {
  it('refuses an empty list', () => {
    expect(() => createWalletConfig([], WALLET_GROUPS)).toThrow(
      new WalletListError('No wallet list was provided'),
    )
    expect(() => createWalletConfig(WALLET_DEFINITIONS, [])).toThrow('No wallet list was provided')
  })

  it('refuses an empty group, naming it', () => {
    expect(() => createWalletConfig(WALLET_DEFINITIONS, [{ name: 'Recommended', walletIds: [] }])).toThrow(
      'No wallets provided for group: Recommended',
    )
  })

  it.each(['#f00', '#F6851B', '#abcdef'])('accepts the accent %s', (iconAccent) => {
    expect(() =>
      createWalletConfig([{ ...rainbow, iconAccent }], [{ name: 'Popular', walletIds: ['rainbow'] }]),
    ).not.toThrow()
  })

  it.each(['f6851b', '#f6851', '#ggg', 'orange', '#f6851b80', ''])('refuses the accent %j', (iconAccent) => {
    const wallet: WalletDefinition = { ...rainbow, iconAccent }
    expect(() => createWalletConfig([wallet], [{ name: 'Popular', walletIds: ['rainbow'] }])).toThrow(
      'Property iconAccent is not a hex value for wallet: Rainbow',
    )
  })

  it('refuses a group naming a wallet that is not defined', () => {
    expect(() =>
      createWalletConfig([rainbow], [{ name: 'Popular', walletIds: ['rainbow', 'nope'] }]),
    ).toThrow(WalletListError)
  })

  it('builds the app’s own list', () => {
    expect(walletConfig.definitions.size).toBe(WALLET_DEFINITIONS.length)
  })
})

describe('building the list', () => {
  it('shows the default groups when nothing is installed or recent; empty groups are hidden', () => {
    const groups = buildWalletList({
      config: walletConfig,
      installed: [],
      legacyWalletId: null,
      recentIds: [],
    })
    expect(names(groups)).toEqual([
      ['Popular', ['safe', 'rainbow', 'coinbase', 'metaMask', 'walletConnect']],
      ['Other', ['trust', 'zerion', 'rabby', 'ledger']],
    ])
    expect(groups[0]?.wallets[0]).toMatchObject({
      groupName: 'Popular',
      groupIndex: 3,
      recent: false,
      connector: null,
    })
  })

  it('lists every announced wallet under Installed; a registry wallet with the same rdns shows once, there', () => {
    const groups = buildWalletList({
      config: walletConfig,
      installed: [
        { connectorId: 'io.metamask', kind: 'injected', name: 'MetaMask', icon: 'data:image/png;base64,AA' },
        TEST_WALLET,
      ],
      legacyWalletId: null,
      recentIds: [],
    })
    expect(names(groups)).toEqual([
      ['Installed', ['metaMask', 'xyz.yarm.testwallet']],
      ['Popular', ['safe', 'rainbow', 'coinbase', 'walletConnect']],
      ['Other', ['trust', 'zerion', 'rabby', 'ledger']],
    ])
    const [metaMaskEntry, testEntry] = groups[0]?.wallets ?? []
    // The registry's name, icon and links, the browser's provider.
    expect(metaMaskEntry).toMatchObject({
      name: 'MetaMask',
      iconUrl: metaMask.iconUrl,
      downloadUrls: metaMask.downloadUrls,
      connector: { kind: 'injected', connectorId: 'io.metamask' },
      groupName: 'Installed',
      groupIndex: 1,
    })
    // An unknown wallet shows what it announced.
    expect(testEntry).toMatchObject({
      name: 'Yarm Test Wallet',
      iconUrl: TEST_WALLET.icon,
      connector: { kind: 'injected', connectorId: 'xyz.yarm.testwallet' },
    })
  })

  it('puts the recent wallets first, newest first, 3 at most, each once', () => {
    const groups = buildWalletList({
      config: walletConfig,
      installed: [TEST_WALLET],
      legacyWalletId: null,
      recentIds: ['rainbow', 'xyz.yarm.testwallet', 'gone.wallet', 'ledger', 'trust'],
    })
    expect(names(groups)).toEqual([
      ['Recent', ['rainbow', 'xyz.yarm.testwallet', 'ledger']],
      ['Popular', ['safe', 'coinbase', 'metaMask', 'walletConnect']],
      ['Other', ['trust', 'zerion', 'rabby']],
    ])
    const recent = groups[0]?.wallets ?? []
    expect(recent.every((wallet) => wallet.recent && wallet.groupName === 'Recent')).toBe(true)
    // A recent installed wallet keeps its provider.
    expect(recent[1]?.connector).toEqual({ kind: 'injected', connectorId: 'xyz.yarm.testwallet' })
  })

  it('maps the Safe app connector to Safe, and a legacy extension to its registry wallet', () => {
    const groups = buildWalletList({
      config: walletConfig,
      installed: [{ connectorId: 'safe', kind: 'safe', name: 'Safe' }],
      legacyWalletId: 'rabby',
      recentIds: [],
    })
    expect(names(groups)[0]).toEqual(['Installed', ['safe', 'rabby']])
    expect(groups[0]?.wallets.map((wallet) => wallet.connector)).toEqual([
      { kind: 'safe', connectorId: 'safe' },
      { kind: 'legacy' },
    ])
  })

  it('shows a wallet once when it announces itself and answers on window.ethereum too', () => {
    const groups = buildWalletList({
      config: walletConfig,
      installed: [{ connectorId: 'io.rabby', kind: 'injected', name: 'Rabby Wallet' }],
      legacyWalletId: 'rabby',
      recentIds: [],
    })
    const all = groups.flatMap((group) => group.wallets.map((wallet) => wallet.id))
    expect(all.filter((id) => id === 'rabby')).toHaveLength(1)
    expect(groups[0]?.wallets[0]?.connector).toEqual({ kind: 'injected', connectorId: 'io.rabby' })
  })
})

describe('legacy window.ethereum detection', () => {
  it('names the wallet by its flag, the specific flag winning over isMetaMask', () => {
    expect(detectLegacyWallet({ isRabby: true, isMetaMask: true }, walletConfig, 0)).toBe('rabby')
    expect(detectLegacyWallet({ isMetaMask: true }, walletConfig, 0)).toBe('metaMask')
  })

  it('trusts isMetaMask only when nothing announced itself and no known impostor flag is set', () => {
    expect(detectLegacyWallet({ isMetaMask: true }, walletConfig, 1)).toBeNull()
    expect(detectLegacyWallet({ isMetaMask: true, isBraveWallet: true }, walletConfig, 0)).toBe('injected')
  })

  it('falls back to the generic browser wallet only when nothing announced itself', () => {
    expect(detectLegacyWallet({}, walletConfig, 0)).toBe('injected')
    expect(detectLegacyWallet({}, walletConfig, 2)).toBeNull()
    expect(detectLegacyWallet(undefined, walletConfig, 0)).toBeNull()
  })
})
