import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import type { Yarm } from '@/api/projects'
import { chainName } from '@/chains/ids'
import { config } from '@/config'
import { formatUnits } from '@/features/chain/amounts'
import { type Address, USDC_DECIMALS, yarmContracts } from '@/features/chain/contracts'
import { type ChainReads, refreshChainReads } from '@/features/chain/queries'
import type { PendingWithdrawal } from '@/features/chain/yarmReads'
import { hasWallet, walletStore } from '@/features/wallet/state/walletStore'
import { fill, slots } from '@/i18n/fill'
import { useI18n } from '@/i18n/useI18n'
import { formatDateTime } from '@/lib/format'
import { Button } from '@/ui/Button/Button'
import { Notice } from '@/ui/Notice/Notice'
import * as styles from './Deposit.css'
import * as withdrawStyles from './Withdraw.css'
import { TX_STEP_STATUS, type TxStepStatus, WITHDRAW_REVERTS } from './withdrawTexts'
import '@/i18n/lazy/deposit'
import '@/i18n/lazy/projects'
import '@/i18n/lazy/withdraw'

const SYMBOL = 'USDC'
/** The claim's writes: fetched once a claim is open, and again on Claim if that failed. */
const loadClaimWrites = () => import('./claimWrites')
/** setTimeout's longest wait; a later claim time is looked at again when this one fires. */
const MAX_TIMER_MS = 2 ** 31 - 1

interface Row {
  chainId: number
  request: PendingWithdrawal
  /** When the claim opens, on this device's clock: the chain's time can run ahead of it (a local chain). */
  claimableMs: number
}

interface Claim {
  key: string
  amount: bigint
  status: TxStepStatus
}

export interface PendingWithdrawalsProps {
  yarm: Yarm
  reads: ChainReads
}

/**
 * Read from the vaults, so they survive a reload; the claim's writes load once a claim is open. The chain is
 * read again after each try: a request claimed elsewhere meanwhile then goes.
 */
export function PendingWithdrawals({ yarm, reads }: PendingWithdrawalsProps) {
  const { t, locale } = useI18n()
  const queryClient = useQueryClient()
  const idBase = useId()
  const [claim, setClaim] = useState<Claim | null>(null)
  const [message, setMessage] = useState<{ tone: 'info' | 'error'; text: string } | null>(null)
  const [nodeDown, setNodeDown] = useState(false)
  const [, setTick] = useState(0)

  const rows: Row[] = yarm.chains.flatMap(({ chainId }) => {
    const state = reads.byChain[chainId]?.state
    if (!state) return []
    // How far the chain's clock is ahead of this device's, as of the read.
    const skewMs = Number(state.chainTime) * 1000 - state.readAt
    return (state.vaults[yarm.id]?.withdrawals ?? []).map((request) => ({
      chainId,
      request,
      claimableMs: Number(request.claimableAt) * 1000 - skewMs,
    }))
  })
  const now = Date.now()
  const nextOpening = Math.min(...rows.map((row) => row.claimableMs).filter((at) => at > now))

  // Draw again when the next claim opens, so its button turns on without a new read.
  useEffect(() => {
    if (!Number.isFinite(nextOpening)) return
    const timer = setTimeout(
      () => setTick((tick) => tick + 1),
      Math.min(MAX_TIMER_MS, nextOpening - Date.now() + 250),
    )
    return () => clearTimeout(timer)
  }, [nextOpening])

  // A claim open: its writes are fetched now, so that pressing Claim goes to the wallet at once.
  const claimOpen = rows.some((row) => row.claimableMs <= now)
  useEffect(() => {
    if (claimOpen) loadClaimWrites().catch(() => {})
  }, [claimOpen])

  if (rows.length === 0 && !claim && !message) return null

  const usdc = (units: bigint) => formatUnits(units, USDC_DECIMALS, locale, 6)
  const busy = claim?.status === 'wallet' || claim?.status === 'pending'
  const multiChain = yarm.chains.length > 1

  async function runClaim(row: Row) {
    const contracts = yarmContracts(row.chainId, yarm.id)
    if (busy || !contracts) return
    // Read from the store, not this render: a claim asked for while the wallet reconnects runs once it is back.
    const current = walletStore.get()
    if (!hasWallet(current)) {
      walletStore.withWallet(() => void runClaim(row))
      return
    }
    const account = current.address as Address
    const amount = row.request.assets
    const words = { amount: usdc(amount), symbol: SYMBOL, project: yarm.project.name }
    setMessage(null)
    setClaim({ key: `${row.chainId}:${row.request.requestId}`, amount, status: 'wallet' })
    let writes: typeof import('./claimWrites')
    try {
      writes = await loadClaimWrites()
    } catch {
      // The site out of reach: nothing was asked of the wallet.
      setClaim(null)
      setMessage({ tone: 'error', text: t('errors.network') })
      return
    }
    if (current.chainId !== row.chainId) {
      try {
        await writes.switchToChain(row.chainId)
      } catch (error) {
        const kind = writes.switchFailure(error)
        setClaim(null)
        if (kind === 'cannotSwitch')
          setMessage({ tone: 'error', text: t('wallet.cannotSwitch', { app: config.appName }) })
        else if (kind === 'switchFailed') setMessage({ tone: 'error', text: t('wallet.switchFailed') })
        return
      }
    }
    try {
      const hash = await writes.sendClaim(
        { contracts, account, requestId: row.request.requestId },
        t('withdraw.txClaim', words),
      )
      setClaim((current) => current && { ...current, status: 'pending' })
      const outcome = await writes.waitForSettled(account, row.chainId, hash, setNodeDown)
      setClaim((current) => current && { ...current, status: outcome })
      setMessage(
        outcome === 'confirmed'
          ? { tone: 'info', text: t('withdraw.claimed', words) }
          : { tone: 'error', text: t(WITHDRAW_REVERTS.other) },
      )
    } catch (error) {
      const what = writes.writeFailure(error)
      // Saying no in the wallet is a choice, not an error: the request stays as it was.
      if (what.kind === 'rejected') setClaim(null)
      else {
        setClaim((current) => current && { ...current, status: 'failed' })
        const text =
          what.kind === 'revert'
            ? t(WITHDRAW_REVERTS[writes.withdrawRevert(what.errorName)])
            : what.kind === 'node'
              ? t('deposit.unreachable', {
                  chain: chainName(row.chainId, (id) => t('projects.unknownChain', { id })),
                })
              : t('withdraw.failed', { reason: what.message })
        setMessage({ tone: 'error', text })
      }
    } finally {
      void refreshChainReads(queryClient)
    }
  }

  return (
    <section className={styles.position} aria-label={t('withdraw.pending')}>
      <h3 className={styles.label}>{t('withdraw.pending')}</h3>
      {rows.length > 0 && (
        <ul className={withdrawStyles.withdrawals}>
          {rows.map((row) => {
            const key = `${row.chainId}:${row.request.requestId}`
            const whenId = `${idBase}-${key}`
            const open = row.claimableMs <= now
            return (
              <li key={key} className={withdrawStyles.withdrawal}>
                <span>
                  <span className={styles.positionValue}>
                    {t('deposit.yourDepositValue', { amount: usdc(row.request.assets), symbol: SYMBOL })}
                  </span>
                  {multiChain && ` · ${chainName(row.chainId, (id) => t('projects.unknownChain', { id }))}`}
                  <br />
                  <span id={whenId}>
                    {open
                      ? t('withdraw.claimableNow')
                      : fill(t('withdraw.claimableFrom', slots('time')), {
                          time: (
                            <time dateTime={new Date(row.claimableMs).toISOString()}>
                              {formatDateTime(row.claimableMs, locale)}
                            </time>
                          ),
                        })}
                  </span>
                </span>
                <Button
                  size="small"
                  disabled={!open || busy}
                  aria-describedby={whenId}
                  onMouseEnter={() => walletStore.preload()}
                  onClick={() => void runClaim(row)}
                >
                  {t('withdraw.claim')}
                </Button>
              </li>
            )
          })}
        </ul>
      )}
      {claim && (
        <p className={styles.step[claim.status]}>
          {t('withdraw.claimStep', { amount: usdc(claim.amount), symbol: SYMBOL })}
          {` · ${t(TX_STEP_STATUS[claim.status])}`}
        </p>
      )}
      {nodeDown && <Notice tone="warning">{t('deposit.nodeDown')}</Notice>}
      {message && <Notice tone={message.tone}>{message.text}</Notice>}
    </section>
  )
}
