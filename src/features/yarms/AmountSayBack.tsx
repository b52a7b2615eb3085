import { formatUnits } from '@/features/chain/amounts'
import { USDC_DECIMALS } from '@/features/chain/contracts'
import { useI18n } from '@/i18n/useI18n'
import * as styles from './Deposit.css'
import '@/i18n/lazy/deposit'
import '@/i18n/lazy/withdraw'

export interface AmountSayBackProps {
  id: string
  /** The amount the wallet will be asked for, or null while there is none (a problem, or done). */
  units: bigint | null
  message: 'deposit.sayBack' | 'withdraw.sayBack'
}

/** Every unit that will be sent, with its cents, so "2.500" can never be taken for 2,5. Each dialog loads its own catalogue for `message`. */
export function AmountSayBack({ id, units, message }: AmountSayBackProps) {
  const { t, locale } = useI18n()
  return (
    <p id={id} className={styles.sayBack} aria-live="polite">
      {units === null
        ? ''
        : t(message, { amount: formatUnits(units, USDC_DECIMALS, locale, USDC_DECIMALS, 2), symbol: 'USDC' })}
    </p>
  )
}
