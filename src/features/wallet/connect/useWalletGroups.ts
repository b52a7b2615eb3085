import { useMemo, useSyncExternalStore } from 'react'
import { useI18n } from '@/i18n/useI18n'
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
/** A stable snapshot for useSyncExternalStore: a new array only when the stored ids change. */
function recentIds(): readonly string[] {
  const next = readRecent() ?? []
  if (next.length !== recentSnapshot.length || next.some((id, index) => id !== recentSnapshot[index]))
    recentSnapshot = next
  return recentSnapshot
}

/**
 * The wallets this browser has, as wagmi would make connectors of them: the Safe app's when inside a
 * frame (first, as in wagmi's config), then every EIP-6963 announcement (id = rdns).
 */
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

/**
 * The connect modal's list: the browser's wallets merged into the registry, recent ones first. Read
 * from the EIP-6963 announcements heard since the first load, so it needs no wallet runtime.
 */
export function useWalletGroups(): WalletGroup[] {
  const { t } = useI18n()
  const announced = useSyncExternalStore(
    announcedWallets.subscribe,
    announcedWallets.getState,
    announcedWallets.getServerState,
  )
  const recent = useSyncExternalStore(recentWalletsStore.subscribe, recentIds, recentIds)
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
