import { afterEach, describe, expect, it } from 'vitest'
import type { AmountProblem } from '@/features/chain/amounts'
import { i18nStore, translate } from '@/i18n/i18nStore'
import type { I18n } from '@/i18n/useI18n'
import { amountProblemText } from './amountProblemText'

const i18n = (): Pick<I18n, 't' | 'locale'> => {
  const { locale, messages } = i18nStore.get()
  return { locale, t: (key, ...params) => translate(messages, key, ...params) }
}

describe('amountProblemText (the deposit and withdraw fields)', () => {
  afterEach(() => i18nStore.setLocale('en-US', { remember: false }))

  it.each([
    ['empty', 'Enter an amount above zero.'],
    ['format', 'Enter the amount as a number, like 100 or 1,234.56.'],
    ['decimals', 'USDC has 6 decimals: use at most 6 digits after the point.'],
  ] as const)('%s → %s', (kind: AmountProblem, text) => {
    expect(amountProblemText(kind, i18n())).toBe(text)
  })

  it("speaks the active language, with its example written the locale's way", async () => {
    await i18nStore.setLocale('de-DE', { remember: false })
    const text = amountProblemText('format', i18n())
    expect(text).toContain('1.234,56')
    expect(text).not.toContain('Enter')
  })
})
