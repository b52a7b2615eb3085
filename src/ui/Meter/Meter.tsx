import { assignInlineVars } from '@vanilla-extract/dynamic'
import * as styles from './Meter.css'

export interface MeterProps {
  /** A fraction 0..1; values outside are drawn clamped. */
  value: number
  label: string
  valueText: string
  tone?: keyof typeof styles.fill
}

export function Meter({ value, label, valueText, tone = 'accent' }: MeterProps) {
  const clamped = Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0
  const percent = Math.round(clamped * 1000) / 10
  return (
    // biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot take this bar's look in every browser
    <span
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={styles.track}
    >
      <span className={styles.fill[tone]} style={assignInlineVars({ [styles.fillVar]: `${percent}%` })} />
    </span>
  )
}
