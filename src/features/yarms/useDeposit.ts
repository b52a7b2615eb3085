import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useReducer, useState } from 'react'
import { formatUnits } from '@/features/chain/amounts'
import { USDC_DECIMALS } from '@/features/chain/contracts'
import { type PermitFallback, runDeposit } from '@/features/chain/deposit'
import type { DepositRequest } from '@/features/chain/depositRequest'
import { depositBusy, depositSteps, initialDepositSteps } from '@/features/chain/depositSteps'
import { depositClients, loadPermitSigning } from '@/features/chain/depositWrites'
import { PermitError } from '@/features/chain/permitErrors'
import { refreshChainReads } from '@/features/chain/queries'
import { waitForSettled } from '@/features/chain/settled'
import { writeFailure } from '@/features/chain/writeFailure'
import type { MessageKey } from '@/i18n/catalog'
import { useI18n } from '@/i18n/useI18n'
import { approvalConfirmed, beginDeposit, endDeposit, readDepositIntent } from './depositIntent'
import { explainDeposit } from './explainDeposit'
import '@/i18n/lazy/deposit'

const SYMBOL = 'USDC'

const PERMIT_FALLBACK = {
  refused: 'deposit.permitRefused',
  unusable: 'deposit.permitUnusable',
  unreachable: 'deposit.permitUnreachable',
} as const satisfies Record<PermitFallback, MessageKey>

export interface DepositCall {
  request: DepositRequest
  allowance: bigint
  continuing: boolean
  project: string
}

/** runDeposit as a mutation, its steps through the step reducer, and what the dialog says meanwhile and after. */
export function useDeposit({
  yarmId,
  resumed,
  chainLabel,
}: {
  yarmId: string
  resumed: boolean
  chainLabel: (chainId: number) => string
}) {
  const { t, locale } = useI18n()
  const queryClient = useQueryClient()
  const [steps, dispatch] = useReducer(depositSteps, resumed, initialDepositSteps)
  const [nodeDown, setNodeDown] = useState(false)
  const [permitFallback, setPermitFallback] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  // In by the time the person has typed an amount and pressed Deposit.
  useEffect(() => {
    loadPermitSigning().catch(() => {})
  }, [])

  const mutation = useMutation({
    // A deposit goes to the wallet and the chain, not the app's API: never held back for the browser's
    // offline flag.
    networkMode: 'always',
    mutationFn: ({ request, allowance, continuing, project }: DepositCall) => {
      const { contracts, account, amount, via } = request
      const words = { amount: formatUnits(amount, USDC_DECIMALS, locale, 6), symbol: SYMBOL, project }
      const start = { yarmId, chainId: contracts.chainId, account, amount, via }
      return runDeposit(request, {
        clients: {
          ...depositClients,
          settled: (hash) => waitForSettled(account, contracts.chainId, hash, setNodeDown),
        },
        allowance,
        continuing,
        descriptions: { approve: t('deposit.txApprove', words), deposit: t('deposit.txDeposit', words) },
        halfDone: {
          begin: () => beginDeposit(start),
          approved: () => approvalConfirmed(start),
          drop: endDeposit,
          sent: () => {
            if (readDepositIntent()?.yarmId === yarmId) endDeposit()
          },
        },
        onStep: dispatch,
        onPermitFallback: (reason) => setPermitFallback(t(PERMIT_FALLBACK[reason], { symbol: SYMBOL })),
      })
    },
  })

  const clear = () => {
    setFailure(null)
    setPermitFallback(null)
  }

  async function deposit(call: DepositCall): Promise<boolean> {
    const { chainId } = call.request.contracts
    const where = { chainId, yarmId, account: call.request.account }
    const units = call.request.amount
    try {
      if ((await mutation.mutateAsync(call)) === 'confirmed') return true
      setFailure(t(await explainDeposit(where, null, units)))
      return false
    } catch (error) {
      const what = writeFailure(error)
      // An approval refused or failed leaves nothing halfway; a deposit the vault refuses is not offered again.
      const intent = readDepositIntent()
      if (intent?.yarmId === yarmId && (intent.step === 'approve' || what.kind === 'revert')) endDeposit()
      // Saying no in the wallet is a choice, not an error: back to the form as it was.
      if (what.kind === 'rejected') dispatch({ type: 'rejected' })
      else {
        dispatch({ type: 'failed' })
        if (error instanceof PermitError)
          setFailure(t('deposit.permitDomain', { symbol: SYMBOL, chain: chainLabel(chainId) }))
        else if (what.kind === 'revert') setFailure(t(await explainDeposit(where, what.errorName, units)))
        else if (what.kind === 'node') setFailure(t('deposit.unreachable', { chain: chainLabel(chainId) }))
        else setFailure(t('deposit.failed', { reason: what.message }))
      }
      return false
    } finally {
      void refreshChainReads(queryClient)
    }
  }

  return { steps, busy: depositBusy(steps), nodeDown, permitFallback, failure, clear, setFailure, deposit }
}
