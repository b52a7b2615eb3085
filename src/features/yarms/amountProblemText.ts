import { type AmountProblem, amountExample } from '@/features/chain/amounts'
import { USDC_DECIMALS } from '@/features/chain/contracts'
import type { I18n } from '@/i18n/useI18n'
import '@/i18n/lazy/deposit'

/** What is wrong with a USDC amount as typed, before any limit: the sentence under the field. */
export function amountProblemText(kind: AmountProblem, { t, locale }: Pick<I18n, 't' | 'locale'>): string {
  switch (kind) {
    case 'empty':
      return t('deposit.amountEmpty')
    case 'format':
      return t('deposit.amountFormat', { example: amountExample(locale) })
    case 'decimals':
      return t('deposit.amountDecimals', { symbol: 'USDC', decimals: USDC_DECIMALS })
  }
}
