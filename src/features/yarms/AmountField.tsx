import type { Ref } from 'react'
import { useI18n } from '@/i18n/useI18n'
import { Button } from '@/ui/Button/Button'
import * as styles from './Deposit.css'
import '@/i18n/lazy/deposit'

export interface AmountFieldProps {
  id: string
  problemId: string
  inputRef: Ref<HTMLInputElement>
  value: string
  disabled: boolean
  problem: string | null
  maxDisabled: boolean
  onType: (value: string) => void
  onMax: () => void
}

/** The problem under the field is announced and names it; typing and Max are the caller's to interpret. */
export function AmountField({
  id,
  problemId,
  inputRef,
  value,
  disabled,
  problem,
  maxDisabled,
  onType,
  onMax,
}: AmountFieldProps) {
  const { t } = useI18n()
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {t('deposit.amount')}
      </label>
      <div className={styles.inputRow}>
        <input
          ref={inputRef}
          id={id}
          className={styles.input}
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={value}
          disabled={disabled}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => onType(event.target.value)}
        />
        <Button variant="secondary" disabled={maxDisabled} onClick={onMax}>
          {t('deposit.max')}
        </Button>
      </div>
      {problem && (
        <p id={problemId} className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </div>
  )
}
