import { type DepositProblem, formatUnits } from '@/features/chain/amounts'
import { USDC_DECIMALS } from '@/features/chain/contracts'
import type { ChainYarmsState, VaultState } from '@/features/chain/yarmReads'
import type { Locale } from '@/i18n/locales'
import type { I18n } from '@/i18n/useI18n'
import { useI18n } from '@/i18n/useI18n'
import { formatNumber } from '@/lib/format'
import { amountProblemText } from './amountProblemText'
import * as styles from './Deposit.css'
import '@/i18n/lazy/deposit'

const SYMBOL = 'USDC'
const NATIVE = 'ETH'

interface Limits {
  state: ChainYarmsState | null | undefined
  vault: VaultState | null | undefined
  fee: bigint | undefined
}

const usdc = (units: bigint, locale: Locale, decimals = 2) =>
  formatUnits(units, USDC_DECIMALS, locale, decimals)
const eth = (wei: bigint, locale: Locale) => formatUnits(wei, 18, locale, 6)

export function depositProblemText(
  kind: DepositProblem,
  { t, locale }: Pick<I18n, 't' | 'locale'>,
  { state, vault, fee }: Limits,
): string {
  switch (kind) {
    case 'empty':
    case 'format':
    case 'decimals':
      return amountProblemText(kind, { t, locale })
    case 'balance':
      return t('deposit.amountBalance', { amount: usdc(state?.usdcBalance ?? 0n, locale, 6), symbol: SYMBOL })
    case 'capacity':
      return t('deposit.amountCapacity', { amount: usdc(vault?.capacity ?? 0n, locale, 6), symbol: SYMBOL })
    case 'gas':
      return t('deposit.amountGas', {
        fee: eth(fee ?? 0n, locale),
        balance: eth(state?.ethBalance ?? 0n, locale),
        symbol: NATIVE,
      })
  }
}

export interface DepositFactsProps extends Limits {
  via: string | null
  feeFailed: boolean
  delayDays: number
}

export function DepositFacts({ state, vault, fee, via, feeFailed, delayDays }: DepositFactsProps) {
  const { t, locale } = useI18n()
  return (
    <div className={styles.facts}>
      {state?.usdcBalance != null && (
        <p>{t('deposit.balance', { amount: usdc(state.usdcBalance, locale), symbol: SYMBOL })}</p>
      )}
      {vault && <p>{t('deposit.capacityLeft', { amount: usdc(vault.capacity, locale), symbol: SYMBOL })}</p>}
      {via && <p>{t('deposit.via', { handle: via })}</p>}
      <p>
        {fee !== undefined
          ? t('deposit.fee', { fee: eth(fee, locale), symbol: NATIVE })
          : feeFailed
            ? t('deposit.feeFailed')
            : t('deposit.feeUnknown')}
      </p>
      <p>
        {t('deposit.delay', {
          delay: formatNumber(delayDays, locale, { style: 'unit', unit: 'day', unitDisplay: 'long' }),
        })}
      </p>
    </div>
  )
}
