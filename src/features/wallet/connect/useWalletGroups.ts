import { useMemo, useSyncExternalStore } from 'react'
import { useConnectors } from 'wagmi'
import { useI18n } from '@/i18n/useI18n'
import { recentWalletsStore } from '../walletStorage'
import { browserWallet } from './registry'
import {
  buildWalletList,
  detectLegacyWallet,
  type InstalledWallet,
  type WalletGroup,
  walletConfig,
} from './walletList'
import '@/i18n/lazy/connect'

/** EIP-6963 connectors are keyed by their reverse-DNS id; wagmi's own (walletConnect, injected) are not. */
const isAnnounced = (id: string) => id.includes('.')

const readRecent = () => recentWalletsStore.read()
let recentSnapshot: readonly string[] = []
/** A stable snapshot for useSyncExternalStore: a new array only when the stored ids change. */
function recentIds(): readonly string[] {
  const next = readRecent() ?? []
  if (next.length !== recentSnapshot.length || next.some((id, index) => id !== recentSnapshot[index]))
    recentSnapshot = next
  return recentSnapshot
}

/** The connect modal's list: the browser's wallets merged into the registry, recent ones first. */
export function useWalletGroups(): WalletGroup[] {
  const { t } = useI18n()
  const connectors = useConnectors()
  const recent = useSyncExternalStore(recentWalletsStore.subscribe, recentIds, recentIds)
  return useMemo(() => {
    const installed: InstalledWallet[] = []
    for (const connector of connectors) {
      if (connector.type === 'safe') installed.push({ connectorId: connector.id, kind: 'safe', name: 'Safe' })
      else if (connector.type === 'injected' && isAnnounced(connector.id))
        installed.push({
          connectorId: connector.id,
          kind: 'injected',
          name: connector.name,
          icon: connector.icon,
        })
    }
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
  }, [connectors, recent, t])
}
