import { type ComponentType, Suspense, useEffect, useId, useState } from 'react'
import type { Yarm } from '@/api/projects'
import type { ChainReads } from '@/features/chain/queries'
import { chainName } from '@/features/projects/chains'
import { useWallet } from '@/features/wallet/useWallet'
import { walletStore } from '@/features/wallet/walletStore'
import type { MessageKey } from '@/i18n/catalog'
import { useI18n } from '@/i18n/useI18n'
import { lazyComponent } from '@/lib/lazyComponent'
import { Button } from '@/ui/Button/Button'
import * as styles from './Deposit.css'
import '@/i18n/lazy/deposit'
import '@/i18n/lazy/projects'

import type { DepositDialogProps } from './DepositDialog'

// The dialog, its wallet calls, viem and the ABIs never load with the page: they are fetched when a
// connected wallet could open it (at idle), when the button is pointed at or focused, or on the click.
const depositDialog = lazyComponent<DepositDialogProps>(() =>
  import('./DepositDialog').then((module) => module.default),
)

type Blocked = 'notLive' | 'noVault' | 'unreachable' | 'full'

const BLOCKED = {
  notLive: 'deposit.notLive',
  noVault: 'deposit.noVault',
  full: 'deposit.full',
} as const satisfies Record<Exclude<Blocked, 'unreachable'>, MessageKey>

export interface DepositActionProps {
  yarm: Yarm
  reads: ChainReads
  /** The Yarmer credited, from the page's `?via=` (already a valid handle), or null. */
  via: string | null
}

/** Why a Yarm cannot take a deposit now, from its status and what its chains answered; null if it can. */
export function depositBlocked(
  yarm: Pick<Yarm, 'id' | 'status' | 'chains'>,
  reads: ChainReads,
): Blocked | null {
  if (yarm.status !== 'live') return 'notLive'
  const chains = yarm.chains.flatMap(({ chainId }) => {
    const read = reads.byChain[chainId]
    return read ? [{ chainId, read }] : []
  })
  if (chains.length === 0) return 'noVault'
  const reachable = chains.filter(({ read }) => read.status !== 'unreachable')
  if (reachable.length === 0) return 'unreachable'
  const ready = reachable.filter(({ read }) => read.state)
  // Still reading: let the person open the dialog, which waits for the figures.
  if (ready.length < reachable.length) return null
  const room = ready.some(({ read }) => (read.state?.vaults[yarm.id]?.capacity ?? 0n) > 0n)
  return room ? null : 'full'
}

/** The card's Deposit button: disabled with its reason when the Yarm cannot take one; opens the dialog. */
export function DepositAction({ yarm, reads, via }: DepositActionProps) {
  const { t } = useI18n()
  const wallet = useWallet()
  const reasonId = useId()
  // The dialog component of the current opening, chosen when it opens (see lazyComponent).
  const [open, setOpen] = useState<{ Dialog: ComponentType<DepositDialogProps> } | null>(null)
  const blocked = depositBlocked(yarm, reads)
  const unreachableChain = yarm.chains.find(({ chainId }) => reads.byChain[chainId]?.status === 'unreachable')
  const walletReady =
    !!wallet.address && (wallet.status === 'connected' || wallet.status === 'unauthenticated')
  // Prefetched at idle once a connected wallet could deposit into a live Yarm, without waiting for
  // the chain reads that enable the button: a click right after they arrive finds the code there.
  const mayOpen = walletReady && yarm.status === 'live'
  useEffect(() => {
    if (!mayOpen || depositDialog.loaded()) return
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1000))
    const cancel = window.cancelIdleCallback ?? window.clearTimeout
    const handle = idle(depositDialog.prefetch)
    return () => cancel(handle)
  }, [mayOpen])
  const prefetch = () => {
    if (walletReady) depositDialog.prefetch()
  }
  return (
    <div className={styles.action}>
      <Button
        disabled={blocked !== null}
        aria-describedby={blocked ? reasonId : undefined}
        onMouseEnter={() => {
          walletStore.preload()
          prefetch()
        }}
        onFocus={prefetch}
        onPointerDown={prefetch}
        onClick={() => {
          if (!walletReady) {
            walletStore.open('connect')
            return
          }
          setOpen({ Dialog: depositDialog.current() })
        }}
      >
        {t('deposit.deposit')}
      </Button>
      {blocked && (
        <p id={reasonId} className={styles.reason}>
          {blocked === 'unreachable'
            ? t('deposit.unreachable', {
                chain: chainName(unreachableChain?.chainId ?? 0, (id) => t('projects.unknownChain', { id })),
              })
            : t(BLOCKED[blocked])}
        </p>
      )}
      {open && (
        <Suspense fallback={null}>
          <open.Dialog yarm={yarm} reads={reads} via={via} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  )
}
