import type { MessageKey } from '@/i18n/catalog'
import { useI18n } from '@/i18n/useI18n'
import * as styles from './Deposit.css'
import '@/i18n/lazy/deposit'

export type TransactionStepStatus = 'idle' | 'wallet' | 'pending' | 'signed' | 'confirmed' | 'failed'

const STATUS = {
  wallet: 'deposit.stepWallet',
  pending: 'deposit.stepPending',
  signed: 'deposit.stepSigned',
  confirmed: 'deposit.stepConfirmed',
  failed: 'deposit.stepFailed',
} as const satisfies Record<Exclude<TransactionStepStatus, 'idle'>, MessageKey>

export interface TransactionStepsProps {
  label: string
  steps: readonly { key: string; status: TransactionStepStatus; text: string }[]
  /** Said of the step waiting in the wallet instead of the usual words (e.g. "Continue in {wallet app}"). */
  inWallet?: string | null
}

export function TransactionSteps({ label, steps, inWallet = null }: TransactionStepsProps) {
  const { t } = useI18n()
  if (steps.length === 0) return null
  return (
    <ol className={styles.steps} aria-label={label}>
      {steps.map((step) => (
        <li key={step.key} className={styles.step[step.status]}>
          {step.text}
          {step.status !== 'idle' &&
            ` · ${step.status === 'wallet' && inWallet ? inWallet : t(STATUS[step.status])}`}
        </li>
      ))}
    </ol>
  )
}
