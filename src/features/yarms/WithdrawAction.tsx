import { type ComponentType, lazy, Suspense, useState } from 'react'
import type { Yarm } from '@/api/projects'
import type { ChainReads } from '@/features/chain/queries'
import { walletStore } from '@/features/wallet/state/walletStore'
import { useI18n } from '@/i18n/useI18n'
import { lazyComponent, usePrefetchAtIdle } from '@/lib/lazyComponent'
import { Button } from '@/ui/Button/Button'
import '@/i18n/lazy/deposit'

import type { WithdrawDialogProps } from './WithdrawDialog'

// The dialog, its wallet calls, viem and the ABIs never load with the page: they are fetched at idle once
// the button is on screen (the wallet holds shares), when it is pointed at or focused, or on the click.
// The list of pending withdrawals loads once there is one to show.
const withdrawDialog = lazyComponent<WithdrawDialogProps>(() =>
  import('./WithdrawDialog').then((module) => module.WithdrawDialog),
)
const PendingWithdrawals = lazy(() =>
  import('./PendingWithdrawals').then(({ PendingWithdrawals }) => ({ default: PendingWithdrawals })),
)

export interface WithdrawActionProps {
  yarm: Yarm
  reads: ChainReads
}

/** Shown while the wallet holds shares on any chain; once shown, the list stays, to say how the last claim went. */
export function WithdrawAction({ yarm, reads }: WithdrawActionProps) {
  const { t } = useI18n()
  // Chosen when it opens (see lazyComponent), so an open dialog is never swapped.
  const [open, setOpen] = useState<{ Dialog: ComponentType<WithdrawDialogProps> } | null>(null)
  const [listed, setListed] = useState(false)
  const vaults = yarm.chains.map(({ chainId }) => reads.byChain[chainId]?.state?.vaults[yarm.id])
  const holds = vaults.some((vault) => (vault?.position?.shares ?? 0n) > 0n)
  const waiting = vaults.some((vault) => (vault?.withdrawals.length ?? 0) > 0)
  // Derived during render (React's pattern for state that follows props): no extra pass through an effect.
  if (waiting && !listed) setListed(true)
  usePrefetchAtIdle(withdrawDialog, holds)
  if (!holds && !open && !listed) return null
  return (
    <>
      {holds && (
        <div>
          <Button
            variant="secondary"
            size="small"
            onMouseEnter={() => {
              walletStore.preload()
              withdrawDialog.prefetch()
            }}
            onFocus={withdrawDialog.prefetch}
            onPointerDown={withdrawDialog.prefetch}
            onClick={() => walletStore.withWallet(() => setOpen({ Dialog: withdrawDialog.current() }))}
          >
            {t('deposit.withdraw')}
          </Button>
        </div>
      )}
      {open && (
        <Suspense fallback={null}>
          <open.Dialog yarm={yarm} reads={reads} onClose={() => setOpen(null)} />
        </Suspense>
      )}
      {listed && (
        <Suspense fallback={null}>
          <PendingWithdrawals yarm={yarm} reads={reads} />
        </Suspense>
      )}
    </>
  )
}
