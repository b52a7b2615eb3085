import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useRef, useState } from 'react'
import type { Yarm } from '@/api/projects'
import { chainName } from '@/chains/ids'
import {
  amountExample,
  amountInput,
  type DepositProblem,
  depositProblem,
  formatUnits,
} from '@/features/chain/amounts'
import { type Address, USDC_DECIMALS, yarmContracts } from '@/features/chain/contracts'
import { publicClientFor } from '@/features/chain/publicClient'
import { type ChainReads, refreshChainReads } from '@/features/chain/queries'
import { readYarmsOnChain } from '@/features/chain/yarmReads'
import {
  canBatch,
  cannotSignTypedData,
  type DepositPermit,
  type DepositRequest,
  estimateDepositFee,
  PermitError,
  sendApprove,
  sendBatchedDeposit,
  sendDeposit,
  sendDepositWithPermit,
  settled,
  signDepositPermit,
  writeFailure,
} from '@/features/chain/yarmWrites'
import { useWallet } from '@/features/wallet/useWallet'
import type { MessageKey } from '@/i18n/catalog'
import { useI18n } from '@/i18n/useI18n'
import { formatNumber } from '@/lib/format'
import { BottomSheet } from '@/ui/BottomSheet/BottomSheet'
import { Button } from '@/ui/Button/Button'
import { Dialog } from '@/ui/Dialog/Dialog'
import { useIsSmallScreen } from '@/ui/hooks/useIsSmallScreen'
import { Notice } from '@/ui/Notice/Notice'
import { AmountField, ChainField, SwitchNetwork } from './AmountFields'
import * as styles from './Deposit.css'
import {
  approvalConfirmed,
  beginDeposit,
  type DepositStart,
  endDeposit,
  readDepositIntent,
} from './depositIntent'
import { type DepositRevertReason, depositRevertReason, type VaultNow } from './depositRevert'
import '@/i18n/lazy/connect'
import '@/i18n/lazy/deposit'
import '@/i18n/lazy/projects'

const SYMBOL = 'USDC'
const NATIVE = 'ETH'
const DAY_SECONDS = 86_400
/** How often the node is asked whether it still answers while a transaction is pending. */
const NODE_PROBE_MS = 4000

type TransactionOutcome = Awaited<ReturnType<typeof settled>>
type StepKey = 'permit' | 'approve' | 'deposit' | 'single' | 'batch'
type StepStatus = 'idle' | 'wallet' | 'pending' | 'signed' | 'confirmed' | 'failed'
interface Step {
  key: StepKey
  status: StepStatus
}

const STEP_STATUS = {
  wallet: 'deposit.stepWallet',
  pending: 'deposit.stepPending',
  signed: 'deposit.stepSigned',
  confirmed: 'deposit.stepConfirmed',
  failed: 'deposit.stepFailed',
} as const satisfies Record<Exclude<StepStatus, 'idle'>, MessageKey>

const STEP_LABEL = {
  permit: 'deposit.stepPermit',
  approve: 'deposit.stepApprove',
  deposit: 'deposit.stepDeposit',
  single: 'deposit.stepSingle',
  batch: 'deposit.stepBatch',
} as const satisfies Record<StepKey, MessageKey>

const REVERTS = {
  full: 'deposit.revertFull',
  ended: 'deposit.revertEnded',
  allowance: 'deposit.revertAllowance',
  other: 'deposit.revertOther',
} as const satisfies Record<DepositRevertReason, MessageKey>

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
  /** Opens at the second step of this deposit, with its amount, for the person to continue. */
  resume?: DepositResume | null
  onClose: () => void
}

/**
 * "Deposit into {project}": the amount, with what limits it (balance, capacity left, the fee against ETH),
 * then approve and deposit as two numbered steps, or one EIP-5792 batch where the wallet offers it. Every
 * transaction goes into the recent-transactions store; the dialog follows each to confirmed or failed.
 */
export default function DepositDialog({ yarm, reads, via, resume = null, onClose }: DepositDialogProps) {
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
  const [steps, setSteps] = useState<Step[]>(() =>
    resume
      ? [
          { key: 'approve', status: 'confirmed' },
          { key: 'deposit', status: 'idle' },
        ]
      : [],
  )
  const [failure, setFailure] = useState<string | null>(null)
  const [permitFallback, setPermitFallback] = useState<string | null>(null)
  const [nodeDown, setNodeDown] = useState(false)
  const [done, setDone] = useState<bigint | null>(null)
  const busy = steps.some((step) => step.status === 'wallet' || step.status === 'pending')

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
  const fee = useQuery({
    queryKey: ['chain', 'fee', chainId, yarm.id, account, needsApproval],
    queryFn: () =>
      estimateDepositFee(
        {
          contracts: contracts as NonNullable<typeof contracts>,
          account: account as Address,
          amount: 1n,
          via,
        },
        needsApproval,
      ),
    enabled: Boolean(contracts && account),
    staleTime: 30_000,
    // An estimate the node refuses (say, a deposit the vault would refuse now) is said so at once, and the
    // ETH check is then skipped: nothing waits on it, and the wallet estimates the fee again and shows it.
    retry: false,
  })

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

  const usdc = (units: bigint, decimals = 2) => formatUnits(units, USDC_DECIMALS, locale, decimals)
  const eth = (wei: bigint) => formatUnits(wei, 18, locale, 6)

  const problemText = (kind: DepositProblem): string => {
    switch (kind) {
      case 'empty':
        return t('deposit.amountEmpty')
      case 'format':
        return t('deposit.amountFormat', { example: amountExample(locale) })
      case 'decimals':
        return t('deposit.amountDecimals', { symbol: SYMBOL, decimals: USDC_DECIMALS })
      case 'balance':
        return t('deposit.amountBalance', { amount: usdc(state?.usdcBalance ?? 0n, 6), symbol: SYMBOL })
      case 'capacity':
        return t('deposit.amountCapacity', { amount: usdc(vault?.capacity ?? 0n, 6), symbol: SYMBOL })
      case 'gas':
        return t('deposit.amountGas', {
          fee: eth(fee.data ?? 0n),
          balance: eth(state?.ethBalance ?? 0n),
          symbol: NATIVE,
        })
    }
  }

  const setStep = (key: StepKey, status: StepStatus) =>
    setSteps((list) => list.map((step) => (step.key === key ? { ...step, status } : step)))

  /** Waits for the store to settle `hash`, saying meanwhile whether the node still answers. */
  async function waitFor(hash: `0x${string}`) {
    const client = publicClientFor(chainId)
    const probe = setInterval(() => {
      client.request({ method: 'eth_blockNumber' }).then(
        () => setNodeDown(false),
        () => setNodeDown(true),
      )
    }, NODE_PROBE_MS)
    try {
      return await settled(account as Address, chainId, hash)
    } finally {
      clearInterval(probe)
      setNodeDown(false)
    }
  }

  /** The reason a deposit was refused, as a sentence: from the error's name, else from the chain now. */
  async function explain(errorName: string | null, units: bigint): Promise<string> {
    let fresh: VaultNow | null = null
    try {
      fresh = (await readYarmsOnChain(chainId, [yarm.id], account)).vaults[yarm.id] ?? null
    } catch {
      // The chain cannot say now: the error's own name decides.
    }
    return t(REVERTS[depositRevertReason(fresh, errorName, units)])
  }

  /**
   * The permit way: a signature allowing exactly the amount (no fee), then one deposit transaction.
   * Resolves 'approveInstead', with nothing sent, when the wallet cannot sign typed data, or its permit
   * cannot be used (said in a notice): the caller then approves and deposits. Otherwise the deposit's
   * outcome; saying no in the wallet throws, as elsewhere, and so does a token with another domain.
   */
  async function permitThenDeposit(
    request: DepositRequest,
    depositText: string,
  ): Promise<'approveInstead' | TransactionOutcome> {
    setSteps([
      { key: 'permit', status: 'wallet' },
      { key: 'deposit', status: 'idle' },
    ])
    const unusable = (error: unknown) => {
      if (!(error instanceof PermitError) || error.reason === 'domain') return false
      setPermitFallback(
        t(error.reason === 'refused' ? 'deposit.permitRefused' : 'deposit.permitUnusable', {
          symbol: SYMBOL,
        }),
      )
      return true
    }
    let permit: DepositPermit
    try {
      permit = await signDepositPermit(request)
    } catch (error) {
      if (cannotSignTypedData(error) || unusable(error)) return 'approveInstead'
      throw error
    }
    setStep('permit', 'signed')
    setStep('deposit', 'wallet')
    let hash: `0x${string}`
    try {
      hash = await sendDepositWithPermit(request, permit, depositText)
    } catch (error) {
      if (unusable(error)) return 'approveInstead'
      throw error
    }
    setStep('deposit', 'pending')
    const outcome = await waitFor(hash)
    setStep('deposit', outcome)
    return outcome
  }

  /**
   * Approve exactly the amount (when the allowance is short), then deposit: two numbered transactions. Kept in
   * storage meanwhile (depositIntent): a page the phone drops between them offers the second on return.
   * `approved`: continuing such a deposit, whose approval is confirmed.
   */
  async function approveThenDeposit(
    request: DepositRequest,
    approveText: string,
    depositText: string,
    approved = false,
  ): Promise<TransactionOutcome> {
    const approve = !approved && allowance < request.amount
    setSteps(
      approve
        ? [
            { key: 'approve', status: 'wallet' },
            { key: 'deposit', status: 'idle' },
          ]
        : approved
          ? [
              { key: 'approve', status: 'confirmed' },
              { key: 'deposit', status: 'wallet' },
            ]
          : [{ key: 'single', status: 'wallet' }],
    )
    const start: DepositStart = {
      yarmId: yarm.id,
      chainId,
      account: request.account,
      amount: request.amount,
      via,
    }
    // Continued: from here a refusal in the wallet leaves the offer to continue standing.
    if (approved) approvalConfirmed(start)
    if (approve) {
      beginDeposit(start)
      const hash = await sendApprove(request, approveText)
      setStep('approve', 'pending')
      const outcome = await waitFor(hash)
      setStep('approve', outcome)
      if (outcome !== 'confirmed') {
        endDeposit()
        return outcome
      }
      approvalConfirmed(start)
    }
    const key = approve || approved ? 'deposit' : 'single'
    setStep(key, 'wallet')
    const hash = await sendDeposit(request, depositText)
    // Sent: the transaction list follows it from here, also after a reload; nothing is offered again.
    if (readDepositIntent()?.yarmId === yarm.id) endDeposit()
    setStep(key, 'pending')
    const outcome = await waitFor(hash)
    setStep(key, outcome)
    return outcome
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy || !contracts || !account) return
    setTouched(true)
    setFailure(null)
    setPermitFallback(null)
    setDone(null)
    if (check.problem) {
      input.current?.focus()
      return
    }
    const units = check.units
    const request: DepositRequest = { contracts, account, amount: units, via }
    const words = { amount: usdc(units, 6), symbol: SYMBOL, project: yarm.project.name }
    const depositText = t('deposit.txDeposit', words)
    try {
      if (continuing) {
        const outcome = await approveThenDeposit(request, t('deposit.txApprove', words), depositText, true)
        if (outcome !== 'confirmed') {
          setFailure(await explain(null, units))
          return
        }
      } else if (await canBatch(account, chainId)) {
        setSteps([{ key: 'batch', status: 'wallet' }])
        const hash = await sendBatchedDeposit(request, depositText)
        setStep('batch', 'pending')
        const outcome = await waitFor(hash)
        setStep('batch', outcome)
        if (outcome !== 'confirmed') {
          setFailure(await explain(null, units))
          return
        }
      } else {
        const viaPermit = allowance < units ? await permitThenDeposit(request, depositText) : 'approveInstead'
        if (viaPermit === 'failed') {
          setFailure(await explain(null, units))
          return
        }
        if (viaPermit === 'approveInstead') {
          const outcome = await approveThenDeposit(request, t('deposit.txApprove', words), depositText)
          if (outcome !== 'confirmed') {
            setFailure(await explain(null, units))
            return
          }
        }
      }
      setDone(units)
      setAmount('')
      setTouched(false)
    } catch (error) {
      const what = writeFailure(error)
      // An approval refused or failed leaves nothing halfway; a deposit the vault refuses is not offered again.
      const intent = readDepositIntent()
      if (intent?.yarmId === yarm.id && (intent.step === 'approve' || what.kind === 'revert')) endDeposit()
      // Saying no in the wallet is a choice, not an error: back to the form as it was.
      if (what.kind === 'rejected') setSteps((list) => list.filter((step) => step.status === 'confirmed'))
      else {
        setSteps((list) =>
          list.map((step) => (step.status === 'wallet' ? { ...step, status: 'failed' } : step)),
        )
        if (error instanceof PermitError)
          setFailure(t('deposit.permitDomain', { symbol: SYMBOL, chain: chainLabel(chainId) }))
        else if (what.kind === 'revert') setFailure(await explain(what.errorName, units))
        else if (what.kind === 'node') setFailure(t('deposit.unreachable', { chain: chainLabel(chainId) }))
        else setFailure(t('deposit.failed', { reason: what.message }))
      }
    } finally {
      void refreshChainReads(queryClient)
    }
  }

  // Every unit that will be sent, with its cents, so "2.500" can never be taken for 2,5.
  const sayBack =
    check.problem === null && done === null
      ? t('deposit.sayBack', {
          amount: formatUnits(check.units, USDC_DECIMALS, locale, USDC_DECIMALS, 2),
          symbol: SYMBOL,
        })
      : ''

  const Frame = small ? BottomSheet : Dialog
  const title = t('deposit.title', { project: yarm.project.name })
  const delayDays = vault ? Number(vault.withdrawalDelay) / DAY_SECONDS : yarm.withdrawalDelayDays
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
          problem={problem ? problemText(problem) : null}
          maxDisabled={busy || !vault || state?.usdcBalance == null}
          onType={(value) => {
            setAmount(value)
            setTouched(true)
            setFailure(null)
          }}
          onMax={() => {
            const balance = state?.usdcBalance ?? 0n
            const capacity = vault?.capacity ?? 0n
            setAmount(amountInput(balance < capacity ? balance : capacity, USDC_DECIMALS, locale))
            setTouched(true)
          }}
        />
        <div className={styles.facts}>
          {state?.usdcBalance != null && (
            <p>{t('deposit.balance', { amount: usdc(state.usdcBalance), symbol: SYMBOL })}</p>
          )}
          {vault && <p>{t('deposit.capacityLeft', { amount: usdc(vault.capacity), symbol: SYMBOL })}</p>}
          {via && <p>{t('deposit.via', { handle: via })}</p>}
          <p>
            {fee.data !== undefined
              ? t('deposit.fee', { fee: eth(fee.data), symbol: NATIVE })
              : fee.isError
                ? t('deposit.feeFailed')
                : t('deposit.feeUnknown')}
          </p>
          <p>
            {t('deposit.delay', {
              delay: formatNumber(delayDays, locale, { style: 'unit', unit: 'day', unitDisplay: 'long' }),
            })}
          </p>
        </div>

        {steps.length > 0 && (
          <ol className={styles.steps} aria-label={t('deposit.deposit')}>
            {steps.map((step) => (
              <li key={step.key} className={styles.step[step.status]}>
                {t(STEP_LABEL[step.key], { amount: usdc(check.units ?? done ?? 0n, 6), symbol: SYMBOL })}
                {step.status !== 'idle' &&
                  ` · ${
                    step.status === 'wallet' && wallet.walletApp
                      ? t('connect.statusContinue', { wallet: wallet.walletApp })
                      : t(STEP_STATUS[step.status])
                  }`}
              </li>
            ))}
          </ol>
        )}
        {permitFallback && <Notice tone="warning">{permitFallback}</Notice>}
        {nodeDown && <Notice tone="warning">{t('deposit.nodeDown')}</Notice>}
        {failure && <Notice tone="error">{failure}</Notice>}
        {done !== null && (
          <Notice>
            {t('deposit.done', { amount: usdc(done, 6), symbol: SYMBOL, project: yarm.project.name })}
          </Notice>
        )}

        <p id={sayBackId} className={styles.sayBack} aria-live="polite">
          {sayBack}
        </p>
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
            aria-describedby={sayBack ? sayBackId : undefined}
          >
            {continuing ? t('deposit.resumeContinue') : t('deposit.deposit')}
          </Button>
        )}
      </form>
    </Frame>
  )
}
