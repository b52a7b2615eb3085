import { useId } from 'react'
import type { MessageKey } from '@/i18n/catalog'
import { useI18n } from '@/i18n/useI18n'
import type { WalletGroupName } from './registry'
import { WalletIcon } from './WalletIcon'
import * as styles from './WalletList.css'
import type { WalletEntry, WalletGroup } from './walletCatalogue'
import '@/i18n/lazy/connect'

export interface WalletListProps {
  groups: readonly WalletGroup[]
  selectedId: string | null
  onPick: (wallet: WalletEntry) => void
}

const GROUP_TITLES = {
  Recent: 'connect.groupRecent',
  Installed: 'connect.groupInstalled',
  Recommended: 'connect.groupRecommended',
  Popular: 'connect.groupPopular',
  Other: 'connect.groupOther',
  More: 'connect.groupMore',
} as const satisfies Record<WalletGroupName, MessageKey>

export function WalletList({ groups, selectedId, onPick }: WalletListProps) {
  const { t } = useI18n()
  const id = useId()
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <section key={group.name} aria-labelledby={`${id}-${group.name}`}>
          <h3 id={`${id}-${group.name}`} className={styles.groupTitle}>
            {t(GROUP_TITLES[group.name])}
          </h3>
          <ul className={styles.list}>
            {group.wallets.map((wallet) => (
              <li key={wallet.id}>
                <button
                  type="button"
                  className={styles.row}
                  aria-current={wallet.id === selectedId ? 'true' : undefined}
                  onClick={() => onPick(wallet)}
                >
                  <WalletIcon src={wallet.iconUrl} background={wallet.iconBackground} size={28} />
                  <span className={styles.name}>{wallet.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
