import { describe, expect, it } from 'vitest'
import { installedWallets } from './useWalletGroups'
import { buildWalletList, detectLegacyWallet, walletConfig } from './walletCatalogue'

const metaMask = { uuid: '1', name: 'MetaMask', icon: 'data:,mm', rdns: 'io.metamask' }
const unknown = { uuid: '2', name: 'Some Wallet', icon: '', rdns: 'com.example.wallet' }

const list = (framed: boolean, announced = [metaMask, unknown], ethereum?: Record<string, unknown>) => {
  const installed = installedWallets(announced, framed)
  return buildWalletList({
    config: walletConfig,
    installed,
    legacyWalletId: detectLegacyWallet(ethereum, walletConfig, installed.length),
    recentIds: [],
  })
}
const installedGroup = (groups: ReturnType<typeof list>) =>
  groups.find((group) => group.name === 'Installed')?.wallets.map((wallet) => [wallet.id, wallet.connector])

describe('the installed wallets, read from the announcements without the wallet runtime', () => {
  it('lists each announcement under Installed by its rdns, merged into the registry', () => {
    expect(installedGroup(list(false))).toEqual([
      ['metaMask', { kind: 'injected', connectorId: 'io.metamask' }],
      ['com.example.wallet', { kind: 'injected', connectorId: 'com.example.wallet' }],
    ])
    // An announcement without an icon is shown with the generic one.
    expect(list(false)[0]?.wallets[1]?.iconUrl).toBe('/wallets/browser.svg')
  })

  it('puts Safe first inside a frame (a Safe app), as the runtime makes its connector', () => {
    expect(installedWallets([], true)).toEqual([{ connectorId: 'safe', kind: 'safe', name: 'Safe' }])
    expect(installedGroup(list(true, [metaMask]))?.map(([id]) => id)).toEqual(['safe', 'metaMask'])
  })

  it('still finds an extension that only sets window.ethereum when nothing announced itself', () => {
    expect(installedGroup(list(false, [], { isRabby: true }))).toEqual([['rabby', { kind: 'legacy' }]])
    // An announced wallet (or Safe) means the global is one of them: the generic entry is not added.
    expect(installedGroup(list(true, [], { isMetaMask: true }))?.map(([id]) => id)).toEqual(['safe'])
  })
})
