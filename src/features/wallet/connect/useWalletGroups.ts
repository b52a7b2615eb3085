import { useMemo } from 'react'
import { useI18n } from '@/i18n/useI18n'
import { type Readable, useStore } from '@/lib/useStore'
import { type AnnouncedWallet, announcedWallets, inFrame } from '../state/announcedWallets'
import { recentWalletsStore } from '../state/savedEntries'
import { browserWallet } from './registry'
import {
  buildWalletList,
  detectLegacyWallet,
  type InstalledWallet,
  type WalletGroup,
  walletConfig,
} from './walletCatalogue'
import '@/i18n/lazy/connect'

const readRecent = () => recentWalletsStore.read()
let recentSnapshot: readonly string[] = []
/** A stable snapshot for useStore: a new array only when the stored ids change. */
function recentIds(): readonly string[] {
  const next = readRecent() ?? []
  if (next.length !== recentSnapshot.length || next.some((id, index) => id !== recentSnapshot[index]))
    recentSnapshot = next
  return recentSnapshot
}
const recentWallets: Readable<readonly string[]> = { get: recentIds, subscribe: recentWalletsStore.subscribe }
const noneAnnounced = (): readonly AnnouncedWallet[] => []

/** The browser's wallets as wagmi would make connectors of them: the Safe app's first, then EIP-6963 (id = rdns). */
export function installedWallets(announced: readonly AnnouncedWallet[], framed: boolean): InstalledWallet[] {
  const installed: InstalledWallet[] = []
  if (framed) installed.push({ connectorId: 'safe', kind: 'safe', name: 'Safe' })
  for (const wallet of announced)
    installed.push({
      connectorId: wallet.rdns,
      kind: 'injected',
      name: wallet.name,
      ...(wallet.icon ? { icon: wallet.icon } : {}),
    })
  return installed
}

/** Read from the EIP-6963 announcements heard since the first load, so the list needs no wallet runtime. */
export function useWalletGroups(): WalletGroup[] {
  const { t } = useI18n()
  const announced = useStore(announcedWallets, noneAnnounced)
  const recent = useStore(recentWallets)
  return useMemo(() => {
    const installed = installedWallets(announced, inFrame())
    const ethereum = (window as { ethereum?: Record<string, unknown> }).ethereum
    const groups = buildWalletList({
      config: walletConfig,
      installed,
      legacyWalletId: detectLegacyWallet(ethereum, walletConfig, installed.length),
      recentIds: recent,
    })
    // The unnamed browser wallet is the one entry whose name is not a brand: it is said in the active language.
    const name = t('connect.browserWallet')
    const shortName = t('connect.browserWalletShort')
    return groups.map((group) => ({
      ...group,
      wallets: group.wallets.map((wallet) =>
        wallet.id === browserWallet.id ? { ...wallet, name, shortName } : wallet,
      ),
    }))
  }, [announced, recent, t])
}
