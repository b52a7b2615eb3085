import { type FormEvent, useId, useRef, useState } from 'react'
import type { Yarm } from '@/api/projects'
import { chainName } from '@/chains/ids'
import { amountInput, depositProblem, formatUnits } from '@/features/chain/amounts'
import { type Address, USDC_DECIMALS, yarmContracts } from '@/features/chain/contracts'
import type { DepositStepKey } from '@/features/chain/depositSteps'
import type { ChainReads } from '@/features/chain/queries'
import { useWallet } from '@/features/wallet/useWallet'
import type { MessageKey } from '@/i18n/catalog'
import { useI18n } from '@/i18n/useI18n'
import { BottomSheet } from '@/ui/BottomSheet/BottomSheet'
import { Button } from '@/ui/Button/Button'
import { Dialog } from '@/ui/Dialog/Dialog'
import { useIsSmallScreen } from '@/ui/hooks/useIsSmallScreen'
import { Notice } from '@/ui/Notice/Notice'
import { AmountField } from './AmountField'
import { AmountSayBack } from './AmountSayBack'
import { ChainField } from './ChainField'
import * as styles from './Deposit.css'
import { DepositFacts, depositProblemText } from './DepositFacts'
import { SwitchNetwork } from './SwitchNetwork'
import { TransactionSteps } from './TransactionSteps'
import { useDeposit } from './useDeposit'
import { useDepositFee } from './useDepositFee'
import '@/i18n/lazy/connect'
import '@/i18n/lazy/deposit'
import '@/i18n/lazy/projects'

const SYMBOL = 'USDC'
const DAY_SECONDS = 86_400

const STEP_LABEL = {
  permit: 'deposit.stepPermit',
  approve: 'deposit.stepApprove',
  deposit: 'deposit.stepDeposit',
  single: 'deposit.stepSingle',
  batch: 'deposit.stepBatch',
} as const satisfies Record<DepositStepKey, MessageKey>

/** A deposit left halfway by an earlier page (see depositIntent): its approval is confirmed, its deposit not sent. */
export interface DepositResume {
  amount: bigint
  chainId: number
  via: string | null
}

export interface DepositDialogProps {
  yarm: Yarm
  reads: ChainReads
  via: string | null
  resume?: DepositResume | null
  onClose: () => void
}

/** Every transaction goes into the recent-transactions store; the dialog follows each to confirmed or failed. */
export function DepositDialog({ yarm, reads, via, resume = null, onClose }: DepositDialogProps) {
  const i18n = useI18n()
  const { t, locale } = i18n
  const small = useIsSmallScreen()
  const wallet = useWallet()
  const inputId = useId()
  const problemId = useId()
  const sayBackId = useId()
  const input = useRef<HTMLInputElement>(null)
  const account = wallet.address as Address | null
  const chainLabel = (id: number) => chainName(id, (unknown) => t('projects.unknownChain', { id: unknown }))

  const chainIds = yarm.chains
    .map(({ chainId }) => chainId)
    .filter((id) => yarmContracts(id, yarm.id) && reads.byChain[id]?.state)
  const [chosen, setChosen] = useState<number | null>(resume?.chainId ?? null)
  const chainId =
    chosen ?? (wallet.chainId && chainIds.includes(wallet.chainId) ? wallet.chainId : (chainIds[0] ?? 0))
  const contracts = yarmContracts(chainId, yarm.id)
  const state = reads.byChain[chainId]?.state
  const vault = state?.vaults[yarm.id]

  const [amount, setAmount] = useState(() =>
    resume ? amountInput(resume.amount, USDC_DECIMALS, locale) : '',
  )
  const [touched, setTouched] = useState(false)
  const [done, setDone] = useState<bigint | null>(null)
  const writes = useDeposit({ yarmId: yarm.id, resumed: resume !== null, chainLabel })
  const { busy } = writes

  const allowance = vault?.position?.allowance ?? 0n
  const typedUnits = depositProblem(amount, {
    decimals: USDC_DECIMALS,
    locale,
    balance: null,
    capacity: null,
    ethBalance: null,
    fee: null,
  }).units
  const needsApproval = allowance < (typedUnits ?? 1n)
  // The deposit left halfway, as it was: its approval stands, only the deposit is asked for.
  const continuing =
    resume !== null && chainId === resume.chainId && typedUnits === resume.amount && !needsApproval
  const fee = useDepositFee({ chainId, yarmId: yarm.id, contracts, account, via, needsApproval })

  const check = depositProblem(amount, {
    decimals: USDC_DECIMALS,
    locale,
    balance: state?.usdcBalance ?? null,
    capacity: vault?.capacity ?? null,
    ethBalance: state?.ethBalance ?? null,
    fee: fee.data ?? null,
  })
  const problem = touched ? check.problem : null
  const wrongNetwork = wallet.chainId !== chainId
  const usdc = (units: bigint) => formatUnits(units, USDC_DECIMALS, locale, 6)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy || !contracts || !account) return
    setTouched(true)
    writes.clear()
    setDone(null)
    if (check.problem) {
      input.current?.focus()
      return
    }
    const units = check.units
    const request = { contracts, account, amount: units, via }
    if (!(await writes.deposit({ request, allowance, continuing, project: yarm.project.name }))) return
    setDone(units)
    setAmount('')
    setTouched(false)
  }

  const sayBackUnits = check.problem === null && done === null ? check.units : null
  const Frame = small ? BottomSheet : Dialog
  const title = t('deposit.title', { project: yarm.project.name })
  const delayDays = vault ? Number(vault.withdrawalDelay) / DAY_SECONDS : yarm.withdrawalDelayDays
  const stepWords = { amount: usdc(check.units ?? done ?? 0n), symbol: SYMBOL }
  return (
    <Frame open onClose={onClose} title={title}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <ChainField
          id={`${inputId}-chain`}
          chainIds={chainIds}
          value={chainId}
          disabled={busy}
          onChange={setChosen}
        />
        <AmountField
          id={inputId}
          problemId={problemId}
          inputRef={input}
          value={amount}
          disabled={busy}
          problem={problem ? depositProblemText(problem, i18n, { state, vault, fee: fee.data }) : null}
          maxDisabled={busy || !vault || state?.usdcBalance == null}
          onType={(value) => {
            setAmount(value)
            setTouched(true)
            writes.setFailure(null)
          }}
          onMax={() => {
            const balance = state?.usdcBalance ?? 0n
            const capacity = vault?.capacity ?? 0n
            setAmount(amountInput(balance < capacity ? balance : capacity, USDC_DECIMALS, locale))
            setTouched(true)
          }}
        />
        <DepositFacts
          state={state}
          vault={vault}
          fee={fee.data}
          feeFailed={fee.isError}
          via={via}
          delayDays={delayDays}
        />

        <TransactionSteps
          label={t('deposit.deposit')}
          steps={writes.steps.map((step) => ({ ...step, text: t(STEP_LABEL[step.key], stepWords) }))}
          inWallet={wallet.walletApp ? t('connect.statusContinue', { wallet: wallet.walletApp }) : null}
        />
        {writes.permitFallback && <Notice tone="warning">{writes.permitFallback}</Notice>}
        {writes.nodeDown && <Notice tone="warning">{t('deposit.nodeDown')}</Notice>}
        {writes.failure && <Notice tone="error">{writes.failure}</Notice>}
        {done !== null && (
          <Notice>
            {t('deposit.done', { amount: usdc(done), symbol: SYMBOL, project: yarm.project.name })}
          </Notice>
        )}

        <AmountSayBack id={sayBackId} units={sayBackUnits} message="deposit.sayBack" />
        {wrongNetwork ? (
          <SwitchNetwork
            chainId={chainId}
            warning={t('deposit.wrongNetwork', { chain: chainLabel(chainId) })}
          />
        ) : done !== null ? (
          <Button block onClick={onClose}>
            {t('deposit.close')}
          </Button>
        ) : (
          <Button
            type="submit"
            block
            disabled={busy || !vault}
            aria-describedby={sayBackUnits !== null ? sayBackId : undefined}
          >
            {continuing ? t('deposit.resumeContinue') : t('deposit.deposit')}
          </Button>
        )}
      </form>
    </Frame>
  )
}
