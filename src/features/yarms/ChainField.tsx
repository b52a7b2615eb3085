import { chainName } from '@/chains/ids'
import { useI18n } from '@/i18n/useI18n'
import * as styles from './Deposit.css'
import '@/i18n/lazy/deposit'
import '@/i18n/lazy/projects'

export interface ChainFieldProps {
  id: string
  chainIds: readonly number[]
  value: number
  disabled: boolean
  onChange: (chainId: number) => void
}

/** Shown only when the Yarm has a vault on more than one chain. */
export function ChainField({ id, chainIds, value, disabled, onChange }: ChainFieldProps) {
  const { t } = useI18n()
  if (chainIds.length < 2) return null
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {t('deposit.network')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {chainIds.map((chainId) => (
          <option key={chainId} value={chainId}>
            {chainName(chainId, (unknown) => t('projects.unknownChain', { id: unknown }))}
          </option>
        ))}
      </select>
    </div>
  )
}
