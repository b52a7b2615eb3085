import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useRef, useState } from 'react'
import type { Yarm } from '@/api/projects'
import { chainName } from '@/chains/ids'
import { amountInput, formatUnits, type WithdrawProblem, withdrawShares } from '@/features/chain/amounts'
import { type Address, USDC_DECIMALS, yarmContracts } from '@/features/chain/contracts'
import { type ChainReads, refreshChainReads } from '@/features/chain/queries'
import { waitForSettled } from '@/features/chain/settled'
import { sendRequestWithdraw, withdrawRevert } from '@/features/chain/withdrawWrites'
import { writeFailure } from '@/features/chain/writeFailure'
import { useWallet } from '@/features/wallet/useWallet'
import { useI18n } from '@/i18n/useI18n'
import { formatNumber } from '@/lib/format'
import { BottomSheet } from '@/ui/BottomSheet/BottomSheet'
import { Button } from '@/ui/Button/Button'
import { Dialog } from '@/ui/Dialog/Dialog'
import { useIsSmallScreen } from '@/ui/hooks/useIsSmallScreen'
import { Notice } from '@/ui/Notice/Notice'
import { AmountField } from './AmountField'
import { AmountSayBack } from './AmountSayBack'
import { amountProblemText } from './amountProblemText'
import { ChainField } from './ChainField'
import * as styles from './Deposit.css'
import { SwitchNetwork } from './SwitchNetwork'
import { TransactionSteps } from './TransactionSteps'
import { type TxStepStatus, WITHDRAW_REVERTS } from './withdrawTexts'
import '@/i18n/lazy/deposit'
import '@/i18n/lazy/projects'
import '@/i18n/lazy/withdraw'

const SYMBOL = 'USDC'
const DAY_SECONDS = 86_400

export interface WithdrawDialogProps {
  yarm: Yarm
  reads: ChainReads
  onClose: () => void
}

/** Max takes every share, so no dust is left; the card then lists the request until it is claimed. */
export function WithdrawDialog({ yarm, reads, onClose }: WithdrawDialogProps) {
  const { t, locale } = useI18n()
  const small = useIsSmallScreen()
  const wallet = useWallet()
  const queryClient = useQueryClient()
  const inputId = useId()
  const problemId = useId()
  const sayBackId = useId()
  const input = useRef<HTMLInputElement>(null)
  const account = wallet.address as Address | null
  const chainLabel = (id: number) => chainName(id, (unknown) => t('projects.unknownChain', { id: unknown }))

  const chainIds = yarm.chains
    .map(({ chainId }) => chainId)
    .filter((id) => (reads.byChain[id]?.state?.vaults[yarm.id]?.position?.shares ?? 0n) > 0n)
  const [chosen, setChosen] = useState<number | null>(null)
  const chainId =
    chosen ?? (wallet.chainId && chainIds.includes(wallet.chainId) ? wallet.chainId : (chainIds[0] ?? 0))
  const contracts = yarmContracts(chainId, yarm.id)
  const vault = reads.byChain[chainId]?.state?.vaults[yarm.id]
  const position = vault?.position ?? null

  const [amount, setAmount] = useState('')
  const [all, setAll] = useState(false)
  const [touched, setTouched] = useState(false)
  const [step, setStep] = useState<TxStepStatus | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [nodeDown, setNodeDown] = useState(false)
  const [done, setDone] = useState<bigint | null>(null)
  const busy = step === 'wallet' || step === 'pending'

  const check = withdrawShares(
    amount,
    {
      decimals: USDC_DECIMALS,
      shares: position?.shares ?? 0n,
      assets: position?.assets ?? 0n,
      totalAssets: vault?.totalAssets ?? 0n,
      totalSupply: vault?.totalSupply ?? 0n,
    },
    locale,
    all,
  )
  const problem = touched ? check.problem : null
  const wrongNetwork = wallet.chainId !== chainId
  const usdc = (units: bigint, decimals = 2) => formatUnits(units, USDC_DECIMALS, locale, decimals)

  const problemText = (kind: WithdrawProblem): string => {
    switch (kind) {
      case 'empty':
      case 'format':
      case 'decimals':
        return amountProblemText(kind, { t, locale })
      case 'position':
        return t('withdraw.amountPosition', { amount: usdc(position?.assets ?? 0n, 6), symbol: SYMBOL })
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy || !contracts || !account) return
    setTouched(true)
    setFailure(null)
    setDone(null)
    if (check.problem) {
      input.current?.focus()
      return
    }
    const { units, shares } = check
    const words = { amount: usdc(units, 6), symbol: SYMBOL, project: yarm.project.name }
    // The chain stays as it is now, even once Max leaves no shares on it.
    setChosen(chainId)
    try {
      setStep('wallet')
      const hash = await sendRequestWithdraw({ contracts, account, shares }, t('withdraw.txWithdraw', words))
      setStep('pending')
      const outcome = await waitForSettled(account, chainId, hash, setNodeDown)
      setStep(outcome)
      if (outcome !== 'confirmed') {
        setFailure(t(WITHDRAW_REVERTS.other))
        return
      }
      setDone(units)
      setAmount('')
      setAll(false)
      setTouched(false)
    } catch (error) {
      const what = writeFailure(error)
      // Saying no in the wallet is a choice, not an error: back to the form as it was.
      if (what.kind === 'rejected') setStep(null)
      else {
        setStep('failed')
        if (what.kind === 'revert') setFailure(t(WITHDRAW_REVERTS[withdrawRevert(what.errorName)]))
        else if (what.kind === 'node') setFailure(t('deposit.unreachable', { chain: chainLabel(chainId) }))
        else setFailure(t('withdraw.failed', { reason: what.message }))
      }
    } finally {
      void refreshChainReads(queryClient)
    }
  }

  const Frame = small ? BottomSheet : Dialog
  const delayDays = vault ? Number(vault.withdrawalDelay) / DAY_SECONDS : yarm.withdrawalDelayDays
  const shown = check.units ?? done ?? 0n
  const sayBackUnits = check.problem === null && done === null ? check.units : null
  return (
    <Frame open onClose={onClose} title={t('withdraw.title', { project: yarm.project.name })}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <ChainField
          id={`${inputId}-chain`}
          chainIds={chainIds}
          value={chainId}
          disabled={busy}
          onChange={(id) => {
            setChosen(id)
            setAll(false)
          }}
        />
        <AmountField
          id={inputId}
          problemId={problemId}
          inputRef={input}
          value={amount}
          disabled={busy}
          problem={problem ? problemText(problem) : null}
          maxDisabled={busy || !position}
          onType={(value) => {
            setAmount(value)
            setAll(false)
            setTouched(true)
            setFailure(null)
          }}
          onMax={() => {
            setAmount(amountInput(position?.assets ?? 0n, USDC_DECIMALS, locale))
            setAll(true)
            setTouched(true)
            setFailure(null)
          }}
        />
        <div className={styles.facts}>
          {position && <p>{t('withdraw.yourDeposit', { amount: usdc(position.assets), symbol: SYMBOL })}</p>}
          <p>
            {t('withdraw.delayNote', {
              delay: formatNumber(delayDays, locale, { style: 'unit', unit: 'day', unitDisplay: 'long' }),
            })}
          </p>
        </div>

        <TransactionSteps
          label={t('deposit.withdraw')}
          steps={
            step
              ? [
                  {
                    key: 'withdraw',
                    status: step,
                    text: t('withdraw.step', { amount: usdc(shown, 6), symbol: SYMBOL }),
                  },
                ]
              : []
          }
        />
        {nodeDown && <Notice tone="warning">{t('deposit.nodeDown')}</Notice>}
        {failure && <Notice tone="error">{failure}</Notice>}
        {done !== null && <Notice>{t('withdraw.done', { amount: usdc(done, 6), symbol: SYMBOL })}</Notice>}

        <AmountSayBack id={sayBackId} units={sayBackUnits} message="withdraw.sayBack" />
        {wrongNetwork ? (
          <SwitchNetwork
            chainId={chainId}
            warning={t('withdraw.wrongNetwork', { chain: chainLabel(chainId) })}
          />
        ) : done !== null ? (
          <Button block onClick={onClose}>
            {t('deposit.close')}
          </Button>
        ) : (
          <Button
            type="submit"
            block
            disabled={busy || !position}
            aria-describedby={sayBackUnits !== null ? sayBackId : undefined}
          >
            {t('deposit.withdraw')}
          </Button>
        )}
      </form>
    </Frame>
  )
}
