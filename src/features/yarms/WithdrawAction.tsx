import { lazy, Suspense, useState } from 'react'
import type { Yarm } from '@/api/projects'
import type { ChainReads } from '@/features/chain/queries'
import { useWallet } from '@/features/wallet/useWallet'
import { walletStore } from '@/features/wallet/walletStore'
import { useI18n } from '@/i18n/useI18n'
import { Button } from '@/ui/Button/Button'

// The dialog, its wallet calls, viem and the ABIs load when someone opens it, never with the page.
const WithdrawDialog = lazy(() => import('./WithdrawDialog'))

export interface WithdrawActionProps {
  yarm: Yarm
  reads: ChainReads
}

/**
 * "Withdraw" under the connected wallet's deposit, shown while it holds shares of the Yarm on any chain:
 * opens the dialog that requests a withdrawal. The dialog stays open once Max has taken every share.
 */
export function WithdrawAction({ yarm, reads }: WithdrawActionProps) {
  const { t } = useI18n()
  const wallet = useWallet()
  const [open, setOpen] = useState(false)
  const holds = yarm.chains.some(
    ({ chainId }) => (reads.byChain[chainId]?.state?.vaults[yarm.id]?.position?.shares ?? 0n) > 0n,
  )
  if (!holds && !open) return null
  return (
    <div>
      {holds && (
        <Button
          variant="secondary"
          size="small"
          onMouseEnter={() => walletStore.preload()}
          onClick={() => {
            if (!wallet.address || (wallet.status !== 'connected' && wallet.status !== 'unauthenticated')) {
              walletStore.open('connect')
              return
            }
            setOpen(true)
          }}
        >
          {t('deposit.withdraw')}
        </Button>
      )}
      {open && (
        <Suspense fallback={null}>
          <WithdrawDialog yarm={yarm} reads={reads} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  )
}
