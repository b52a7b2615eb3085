import { lazy, Suspense, useState } from 'react'
import type { Yarm } from '@/api/projects'
import type { ChainReads } from '@/features/chain/queries'
import { walletStore } from '@/features/wallet/state/walletStore'
import { useI18n } from '@/i18n/useI18n'
import { Button } from '@/ui/Button/Button'
import '@/i18n/lazy/deposit'

// The dialog, its wallet calls, viem and the ABIs load when someone opens it, never with the page; the
// list of pending withdrawals loads once there is one to show.
const WithdrawDialog = lazy(() =>
  import('./WithdrawDialog').then((module) => ({ default: module.WithdrawDialog })),
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
  const [open, setOpen] = useState(false)
  const [listed, setListed] = useState(false)
  const vaults = yarm.chains.map(({ chainId }) => reads.byChain[chainId]?.state?.vaults[yarm.id])
  const holds = vaults.some((vault) => (vault?.position?.shares ?? 0n) > 0n)
  const waiting = vaults.some((vault) => (vault?.withdrawals.length ?? 0) > 0)
  // Derived during render (React's pattern for state that follows props): no extra pass through an effect.
  if (waiting && !listed) setListed(true)
  if (!holds && !open && !listed) return null
  return (
    <>
      {holds && (
        <div>
          <Button
            variant="secondary"
            size="small"
            onMouseEnter={() => walletStore.preload()}
            onClick={() => walletStore.withWallet(() => setOpen(true))}
          >
            {t('deposit.withdraw')}
          </Button>
        </div>
      )}
      {open && (
        <Suspense fallback={null}>
          <WithdrawDialog yarm={yarm} reads={reads} onClose={() => setOpen(false)} />
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
