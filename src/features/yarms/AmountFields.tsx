import { type Ref, useState } from 'react'
import { chainName } from '@/chains/ids'
import { config } from '@/config'
import { switchFailure, switchToChain } from '@/features/chain/chainSwitch'
import { useI18n } from '@/i18n/useI18n'
import { Button } from '@/ui/Button/Button'
import { Notice } from '@/ui/Notice/Notice'
import * as styles from './Deposit.css'
import '@/i18n/lazy/deposit'
import '@/i18n/lazy/projects'

export function ChainField({
  id,
  chainIds,
  value,
  disabled,
  onChange,
}: {
  id: string
  chainIds: readonly number[]
  value: number
  disabled: boolean
  onChange: (chainId: number) => void
}) {
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
}: {
  id: string
  problemId: string
  inputRef: Ref<HTMLInputElement>
  value: string
  disabled: boolean
  problem: string | null
  maxDisabled: boolean
  onType: (value: string) => void
  onMax: () => void
}) {
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

/** Asks the wallet to switch to the Yarm's chain, with the spec's sentence for a wallet that cannot switch for a site. */
export function SwitchNetwork({ chainId, warning }: { chainId: number; warning: string }) {
  const { t } = useI18n()
  const [error, setError] = useState<string | null>(null)
  async function switchNetwork() {
    setError(null)
    try {
      await switchToChain(chainId)
    } catch (caught) {
      const kind = switchFailure(caught)
      if (kind === 'cannotSwitch') setError(t('wallet.cannotSwitch', { app: config.appName }))
      else if (kind === 'switchFailed') setError(t('wallet.switchFailed'))
    }
  }
  const chain = chainName(chainId, (unknown) => t('projects.unknownChain', { id: unknown }))
  return (
    <>
      <Notice tone="warning">{warning}</Notice>
      {error && <Notice tone="error">{error}</Notice>}
      <Button block onClick={() => void switchNetwork()}>
        {t('deposit.switchTo', { chain })}
      </Button>
    </>
  )
}
