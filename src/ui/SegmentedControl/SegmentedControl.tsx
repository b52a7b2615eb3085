import { visuallyHidden } from '@/styles/utils.css'
import * as styles from './SegmentedControl.css'

export interface SegmentedOption<K extends string> {
  key: K
  label: string
}

export interface SegmentedControlProps<K extends string> {
  label: string
  options: readonly SegmentedOption<K>[]
  value: K
  onSelect: (key: K) => void
}

/** Choosing the current one does nothing, as with the Dropdown. */
export function SegmentedControl<K extends string>({
  label,
  options,
  value,
  onSelect,
}: SegmentedControlProps<K>) {
  return (
    <fieldset className={styles.group}>
      <legend className={visuallyHidden}>{label}</legend>
      {options.map((option) => (
        <button
          key={option.key}
          type="button"
          className={styles.segment}
          aria-pressed={option.key === value}
          onClick={() => {
            if (option.key !== value) onSelect(option.key)
          }}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  )
}
