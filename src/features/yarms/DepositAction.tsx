import { type ComponentType, Suspense, useEffect, useId, useState } from 'react'
import type { Yarm } from '@/api/projects'
import { chainName } from '@/chains/ids'
import { formatUnits } from '@/features/chain/amounts'
import { USDC_DECIMALS } from '@/features/chain/contracts'
import type { ChainReads } from '@/features/chain/queries'
import { hasWallet, walletStore } from '@/features/wallet/state/walletStore'
import { transactionStore } from '@/features/wallet/transactions/transactions'
import { useWallet } from '@/features/wallet/useWallet'
import type { MessageKey } from '@/i18n/catalog'
import { useI18n } from '@/i18n/useI18n'
import { lazyComponent, usePrefetchAtIdle } from '@/lib/lazyComponent'
import { Button } from '@/ui/Button/Button'
import { Notice } from '@/ui/Notice/Notice'
import * as styles from './Deposit.css'
import {
  type DepositIntent,
  depositIntentStore,
  endDeposit,
  readDepositIntent,
  waitingDeposit,
} from './depositIntent'
import '@/i18n/lazy/deposit'
import '@/i18n/lazy/projects'

import type { DepositDialogProps, DepositResume } from './DepositDialog'

/** When this page loaded (ms since the epoch): a stored deposit intent saved before it comes from an earlier page. */
const LOADED_AT = typeof performance === 'undefined' ? 0 : performance.timeOrigin

// The dialog, its wallet calls, viem and the ABIs never load with the page: they are fetched when a
// connected wallet could open it (at idle), when the button is pointed at or focused, or on the click.
const depositDialog = lazyComponent<DepositDialogProps>(() =>
  import('./DepositDialog').then((module) => module.DepositDialog),
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

/** Left halfway by an earlier page (the phone dropped the tab): offered once the chain shows its approval, unless the dialog is open. */
function useWaitingDeposit(yarmId: string, reads: ChainReads, account: string | null, dialogOpen: boolean) {
  const [intent, setIntent] = useState<DepositIntent | null>(() => readDepositIntent())
  const [, setTransactions] = useState(0)
  useEffect(() => {
    const stopIntent = depositIntentStore.subscribe(() => setIntent(readDepositIntent()))
    // A pending approval (taken up from the wallet after the reload) holds the offer back until it settles.
    const stopTransactions = transactionStore.subscribe(() => setTransactions((count) => count + 1))
    return () => {
      stopIntent()
      stopTransactions()
    }
  }, [])
  const waiting = waitingDeposit(dialogOpen ? null : intent, {
    yarmId,
    account,
    allowanceOn: (chainId) => reads.byChain[chainId]?.state?.vaults[yarmId]?.position?.allowance,
    pendingOn: (chainId) =>
      !!account &&
      transactionStore
        .getTransactions(account as `0x${string}`, chainId)
        .some((transaction) => transaction.status === 'pending'),
    loadedAt: LOADED_AT,
  })
  // Went through while the page was gone: nothing to offer, now or later.
  useEffect(() => {
    if (waiting.kind === 'forget') endDeposit()
  }, [waiting.kind])
  return waiting.kind === 'offer' ? waiting : null
}

export function DepositAction({ yarm, reads, via }: DepositActionProps) {
  const { t, locale } = useI18n()
  const wallet = useWallet()
  const reasonId = useId()
  // Chosen when it opens (see lazyComponent), with the deposit it continues, if any.
  const [open, setOpen] = useState<{
    Dialog: ComponentType<DepositDialogProps>
    resume: DepositResume | null
  } | null>(null)
  const blocked = depositBlocked(yarm, reads)
  const unreachableChain = yarm.chains.find(({ chainId }) => reads.byChain[chainId]?.status === 'unreachable')
  const walletReady = hasWallet(wallet)
  // Prefetched at idle once a wallet is on its way to depositing into a live Yarm, without waiting for the
  // reads that enable the button: a click right after they arrive finds the code there.
  const mayOpen = wallet.status !== 'disconnected' && yarm.status === 'live'
  usePrefetchAtIdle(depositDialog, mayOpen)
  const prefetch = () => {
    if (walletReady) depositDialog.prefetch()
  }
  const waiting = useWaitingDeposit(yarm.id, reads, walletReady ? wallet.address : null, open !== null)
  return (
    <div className={styles.action}>
      {waiting && (
        <Notice
          actions={
            <span className={styles.waitingActions}>
              <Button
                size="small"
                onPointerDown={prefetch}
                onClick={() =>
                  setOpen({
                    Dialog: depositDialog.current(),
                    resume: {
                      amount: waiting.amount,
                      chainId: waiting.intent.chainId,
                      via: waiting.intent.via,
                    },
                  })
                }
              >
                {t('deposit.resumeContinue')}
              </Button>
              <Button size="small" variant="ghost" onClick={endDeposit}>
                {t('common.cancel')}
              </Button>
            </span>
          }
        >
          {t('deposit.resumeWaiting', {
            amount: formatUnits(waiting.amount, USDC_DECIMALS, locale, 6),
            symbol: 'USDC',
          })}
        </Notice>
      )}
      <Button
        disabled={blocked !== null}
        aria-describedby={blocked ? reasonId : undefined}
        onMouseEnter={() => {
          walletStore.preload()
          prefetch()
        }}
        onFocus={prefetch}
        onPointerDown={prefetch}
        onClick={() =>
          walletStore.withWallet(() => setOpen({ Dialog: depositDialog.current(), resume: null }))
        }
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
          <open.Dialog
            yarm={yarm}
            reads={reads}
            via={open.resume ? open.resume.via : via}
            resume={open.resume}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </div>
  )
}
