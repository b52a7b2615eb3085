import type { WalletConnectorRef } from '../runtimePort'
import {
  GROUP_ORDER,
  WALLET_DEFINITIONS,
  WALLET_GROUPS,
  type WalletDefinition,
  type WalletGroupConfig,
  type WalletGroupName,
} from './registry'

/** Spec section 8, "Empty wallet list" and "Bad accent colour". */
export const WALLET_LIST_ERRORS = {
  empty: 'No wallet list was provided',
  emptyGroup: (group: string) => `No wallets provided for group: ${group}`,
  iconAccent: (wallet: string) => `Property iconAccent is not a hex value for wallet: ${wallet}`,
  unknownWallet: (id: string, group: string) => `Unknown wallet "${id}" in group: ${group}`,
} as const

export class WalletListError extends Error {
  override name = 'WalletListError' as const
}

const HEX_COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i

export interface WalletConfig {
  definitions: ReadonlyMap<string, WalletDefinition>
  groups: readonly WalletGroupConfig[]
}

/** Checked once at start-up, so a mistake fails loudly instead of drawing a broken modal later (spec section 5). */
export function createWalletConfig(
  definitions: readonly WalletDefinition[],
  groups: readonly WalletGroupConfig[],
): WalletConfig {
  if (definitions.length === 0 || groups.length === 0) throw new WalletListError(WALLET_LIST_ERRORS.empty)
  const byId = new Map(definitions.map((definition) => [definition.id, definition]))
  for (const definition of definitions) {
    if (definition.iconAccent !== undefined && !HEX_COLOUR.test(definition.iconAccent))
      throw new WalletListError(WALLET_LIST_ERRORS.iconAccent(definition.name))
  }
  for (const group of groups) {
    if (group.walletIds.length === 0) throw new WalletListError(WALLET_LIST_ERRORS.emptyGroup(group.name))
    for (const id of group.walletIds) {
      if (!byId.has(id)) throw new WalletListError(WALLET_LIST_ERRORS.unknownWallet(id, group.name))
    }
  }
  return { definitions: byId, groups }
}

export interface WalletEntry extends WalletDefinition {
  groupName: WalletGroupName
  groupIndex: number
  recent: boolean
  /** Null: not in this browser; it connects through WalletConnect or has to be installed. */
  connector: WalletConnectorRef | null
}

export interface WalletGroup {
  name: WalletGroupName
  wallets: readonly WalletEntry[]
}

export interface InstalledWallet {
  connectorId: string
  kind: 'injected' | 'safe'
  name: string
  icon?: string
}

export interface WalletListInput {
  config: WalletConfig
  installed: readonly InstalledWallet[]
  /** The registry id of the wallet behind a `window.ethereum` that did not announce itself, if any. */
  legacyWalletId: string | null
  recentIds: readonly string[]
}

export const RECENT_WALLETS_SHOWN = 3

/** An announced wallet the registry does not know: shown with what it says about itself. */
function announcedDefinition(wallet: InstalledWallet): WalletDefinition {
  return {
    id: wallet.connectorId,
    name: wallet.name,
    shortName: wallet.name,
    iconUrl: wallet.icon ?? '/wallets/browser.svg',
    iconBackground: 'transparent',
    rdns: wallet.connectorId,
    downloadUrls: {},
    instructions: {},
  }
}

/** A wallet appears once: one the browser announces moves to Installed, a recent one to Recent. Empty groups are left out. */
export function buildWalletList({
  config,
  installed,
  legacyWalletId,
  recentIds,
}: WalletListInput): WalletGroup[] {
  const definitionByRdns = new Map<string, WalletDefinition>()
  for (const definition of config.definitions.values()) {
    if (definition.rdns) definitionByRdns.set(definition.rdns, definition)
  }

  type Candidate = {
    definition: WalletDefinition
    group: WalletGroupName
    connector: WalletConnectorRef | null
  }
  const candidates = new Map<string, Candidate>()

  for (const wallet of installed) {
    const definition =
      wallet.kind === 'safe'
        ? config.definitions.get('safe')
        : (definitionByRdns.get(wallet.connectorId) ?? announcedDefinition(wallet))
    if (!definition || candidates.has(definition.id)) continue
    candidates.set(definition.id, {
      definition,
      group: 'Installed',
      connector: { kind: wallet.kind, connectorId: wallet.connectorId },
    })
  }
  if (legacyWalletId && !candidates.has(legacyWalletId)) {
    const definition = config.definitions.get(legacyWalletId)
    if (definition)
      candidates.set(definition.id, { definition, group: 'Installed', connector: { kind: 'legacy' } })
  }
  for (const group of config.groups) {
    for (const id of group.walletIds) {
      const definition = config.definitions.get(id)
      if (definition && !candidates.has(id))
        candidates.set(id, { definition, group: group.name, connector: null })
    }
  }

  const recent = new Set<string>()
  for (const id of recentIds) {
    if (recent.size === RECENT_WALLETS_SHOWN) break
    const candidate = candidates.get(id)
    if (candidate) {
      candidate.group = 'Recent'
      recent.add(id)
    }
  }

  const groups = new Map<WalletGroupName, WalletEntry[]>(GROUP_ORDER.map((name) => [name, []]))
  const ordered = [
    ...[...recent].map((id) => candidates.get(id) as Candidate),
    ...[...candidates.values()].filter((candidate) => candidate.group !== 'Recent'),
  ]
  for (const { definition, group, connector } of ordered) {
    groups.get(group)?.push({
      ...definition,
      groupName: group,
      groupIndex: GROUP_ORDER.indexOf(group),
      recent: group === 'Recent',
      connector,
    })
  }
  return GROUP_ORDER.map((name) => ({ name, wallets: groups.get(name) ?? [] })).filter(
    (group) => group.wallets.length > 0,
  )
}

/** Flags of older extensions on `window.ethereum`, most specific first: many also set `isMetaMask`. */
const LEGACY_FLAG_ORDER = ['isRabby', 'isZerion', 'isTrust', 'isRainbow', 'isCoinbaseWallet', 'isMetaMask']
/** Wallets that set `isMetaMask` for compatibility while being something else. */
const METAMASK_IMPERSONATORS = [
  'isBraveWallet',
  'isOkxWallet',
  'isPhantom',
  'isTokenPocket',
  'isBitKeep',
  'isExodus',
]

/**
 * `isMetaMask` and the generic wallet count only when nothing announced itself: otherwise the global is almost
 * always one of the announced wallets (or one posing as MetaMask), which would show twice or misnamed.
 */
export function detectLegacyWallet(
  ethereum: Record<string, unknown> | undefined,
  config: WalletConfig,
  announcedCount: number,
): string | null {
  if (!ethereum) return null
  for (const flag of LEGACY_FLAG_ORDER) {
    if (ethereum[flag] !== true) continue
    if (
      flag === 'isMetaMask' &&
      (announcedCount > 0 || METAMASK_IMPERSONATORS.some((other) => ethereum[other] === true))
    )
      continue
    for (const definition of config.definitions.values()) {
      if (definition.injectedFlag === flag) return definition.id
    }
  }
  return announcedCount === 0 && config.definitions.has('injected') ? 'injected' : null
}

/** The app's list, validated at module load: a broken registry fails the build's journeys at once. */
export const walletConfig: WalletConfig = createWalletConfig(WALLET_DEFINITIONS, WALLET_GROUPS)
