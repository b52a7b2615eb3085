import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '@/i18n/locales'
import {
  amountInput,
  depositProblem,
  formatUnits,
  parseAmount,
  roundUnits,
  unitsToDecimal,
  withdrawShares,
} from './amounts'

const limits = {
  decimals: 6,
  locale: 'en-US',
  balance: 100_000_000n,
  capacity: 50_000_000n,
  ethBalance: 10n,
  fee: 5n,
}

describe('parseAmount', () => {
  it('reads decimals exactly, in the smallest unit', () => {
    expect(parseAmount('100', 6, 'en-US')).toEqual({ units: 100_000_000n, problem: null })
    expect(parseAmount('0.1', 6, 'en-US')).toEqual({ units: 100_000n, problem: null })
    expect(parseAmount('.5', 6, 'en-US')).toEqual({ units: 500_000n, problem: null })
    expect(parseAmount('1,000.25', 6, 'en-US')).toEqual({ units: 1_000_250_000n, problem: null })
    expect(parseAmount('0.000001', 6, 'en-US')).toEqual({ units: 1n, problem: null })
    expect(parseAmount('1.5000000', 6, 'en-US')).toEqual({ units: 1_500_000n, problem: null })
  })

  it('names what is wrong: nothing or zero, not a number, too many decimals', () => {
    for (const text of ['', '  ', '0', '0.000']) expect(parseAmount(text, 6, 'en-US').problem).toBe('empty')
    for (const text of ['.', 'abc', '1e6', '-5', '1.2.3', '0x10'])
      expect(parseAmount(text, 6, 'en-US').problem).toBe('format')
    expect(parseAmount('0.0000001', 6, 'en-US').problem).toBe('decimals')
  })
})

describe('depositProblem', () => {
  it('checks balance, then capacity left, then the fee against ETH', () => {
    expect(depositProblem('101', limits).problem).toBe('balance')
    expect(depositProblem('60', limits).problem).toBe('capacity')
    expect(depositProblem('50', { ...limits, fee: 11n }).problem).toBe('gas')
    expect(depositProblem('50', limits)).toEqual({ units: 50_000_000n, problem: null })
  })

  it('skips a check whose figure is not known yet', () => {
    expect(depositProblem('60', { ...limits, capacity: null }).problem).toBe(null)
    expect(depositProblem('50', { ...limits, fee: null }).problem).toBe(null)
  })
})

describe('formatting units', () => {
  it('writes amounts back without losing or inventing digits', () => {
    expect(unitsToDecimal(100_000_000n, 6)).toBe('100')
    expect(unitsToDecimal(1_234_567n, 6)).toBe('1.234567')
    expect(formatUnits(1_234_567_890n, 6)).toBe('1,234.56')
    expect(formatUnits(1_234_567_890n, 6, 'de-DE')).toBe('1.234,56')
    expect(formatUnits(5n, 6, 'en-US', 6)).toBe('0.000005')
    // A value to the nearest cent: what a fresh deposit is worth once the share price has moved.
    expect(formatUnits(roundUnits(249_999_999n, 6), 6)).toBe('250')
    expect(formatUnits(roundUnits(249_994_999n, 6), 6)).toBe('249.99')
    expect(formatUnits(roundUnits(249_995_000n, 6), 6)).toBe('250')
  })
})

describe('withdrawShares', () => {
  // 1,000 USDC of deposits grown to 1,100 by yield: a share is worth 1.1 USDC.
  const position = {
    decimals: 6,
    shares: 100_000_000n,
    assets: 110_000_000n,
    totalAssets: 1_100_000_000n,
    totalSupply: 1_000_000_000n,
  }

  it('converts the amount into shares rounded up, so the claim pays at least the amount', () => {
    const result = withdrawShares('11', position, 'en-US')
    // 10 shares, and one unit more: the virtual share and asset put the price a hair under 1.1.
    expect(result).toEqual({ units: 11_000_000n, shares: 10_000_001n, problem: null })
    const odd = withdrawShares('1', position, 'en-US')
    // 1 / 1.1 = 0.909090.. shares: rounded up to the next unit, never down.
    expect(odd.shares).toBe(909_091n)
    expect(((odd.shares ?? 0n) * 1_100_000_001n) / 1_000_000_001n).toBeGreaterThanOrEqual(1_000_000n)
  })

  it('takes all the shares for Max, or when less than a cent would be left behind', () => {
    expect(withdrawShares('', position, 'en-US', true)).toEqual({
      units: 110_000_000n,
      shares: 100_000_000n,
      problem: null,
    })
    expect(withdrawShares('109.995', position, 'en-US').shares).toBe(100_000_000n)
    expect(withdrawShares('109.98', position, 'en-US').shares).toBeLessThan(100_000_000n)
  })

  it('refuses more than the position is worth, and what parseAmount refuses', () => {
    expect(withdrawShares('110.000001', position, 'en-US').problem).toBe('position')
    expect(withdrawShares('abc', position, 'en-US').problem).toBe('format')
    expect(withdrawShares('0', position, 'en-US').problem).toBe('empty')
    expect(withdrawShares('', { ...position, shares: 0n, assets: 0n }, 'en-US', true).problem).toBe('empty')
  })
})

describe('parseAmount reads the locale it is given', () => {
  const read = (text: string, locale: string, decimals = 6) => parseAmount(text, decimals, locale)

  it('German: the comma is the decimal separator and the dot groups thousands', () => {
    expect(read('2,5', 'de-DE')).toEqual({ units: 2_500_000n, problem: null })
    expect(read('2,500', 'de-DE')).toEqual({ units: 2_500_000n, problem: null })
    expect(read(',5', 'de-DE')).toEqual({ units: 500_000n, problem: null })
    expect(read('1.000', 'de-DE')).toEqual({ units: 1_000_000_000n, problem: null })
    expect(read('1.234,56', 'de-DE')).toEqual({ units: 1_234_560_000n, problem: null })
    expect(read('1.234.567,5', 'de-DE')).toEqual({ units: 1_234_567_500_000n, problem: null })
  })

  it('the same text per locale: "2,500" is two and a half in German, two thousand five hundred in English', () => {
    expect(read('2,500', 'de-DE').units).toBe(2_500_000n)
    expect(read('2,500', 'en-US').units).toBe(2_500_000_000n)
    expect(read('1,234.56', 'en-US').units).toBe(1_234_560_000n)
    expect(read('1,234.56', 'de-DE').problem).toBe('format')
    expect(read('2,5', 'pt-BR').units).toBe(2_500_000n)
    expect(read('2,5', 'tr-TR').units).toBe(2_500_000n)
    expect(read('2,5', 'vi-VN').units).toBe(2_500_000n)
    expect(read('2,5', 'id-ID').units).toBe(2_500_000n)
  })

  it('takes a dot as the decimal point in a comma locale only where it cannot be a group separator', () => {
    expect(read('2.5', 'de-DE')).toEqual({ units: 2_500_000n, problem: null })
    expect(read('2.50', 'de-DE')).toEqual({ units: 2_500_000n, problem: null })
    expect(read('0.25', 'de-DE')).toEqual({ units: 250_000n, problem: null })
    expect(read('1234.5678', 'de-DE')).toEqual({ units: 1_234_567_800n, problem: null })
    expect(read('2.5', 'fr-FR')).toEqual({ units: 2_500_000n, problem: null })
    // Followed by exactly three digits a dot may be either: refused, never guessed.
    for (const text of ['0.500', '1234.567']) expect(read(text, 'de-DE').problem).toBe('format')
    for (const text of ['2.500', '1.234.567']) expect(read(text, 'fr-FR').problem).toBe('format')
  })

  it('refuses what is malformed or ambiguous for the locale', () => {
    const refused: [string, string][] = [
      ['2,5', 'en-US'],
      ['12,34', 'en-US'],
      ['1,2345', 'en-US'],
      ['0,500', 'en-US'],
      ['1.234,56', 'en-US'],
      ['1,234.5,6', 'en-US'],
      ['1..5', 'en-US'],
      [',500', 'en-US'],
      ['1,,000', 'en-US'],
      ['1,000 000', 'en-US'],
      ['1,2,3', 'de-DE'],
      ['1,234.5', 'de-DE'],
      ['12.34,5', 'de-DE'],
      ['1.23,5', 'de-DE'],
      ['1.2.3', 'de-DE'],
      ['1 23,5', 'fr-FR'],
      ['1.234,5', 'fr-FR'],
      ['1,5 0', 'fr-FR'],
      ['+5', 'en-US'],
      ['5 USDC', 'en-US'],
    ]
    for (const [text, locale] of refused)
      expect(read(text, locale).problem, `${text} in ${locale}`).toBe('format')
  })

  it('reads spaces, no-break and narrow no-break spaces as group separators', () => {
    for (const space of [' ', '\u00a0', '\u202f', '\u2009']) {
      expect(read(`1${space}234,56`, 'fr-FR').units).toBe(1_234_560_000n)
      expect(read(`1${space}234${space}567`, 'ru-RU').units).toBe(1_234_567_000_000n)
      expect(read(`10${space}000,5`, 'uk-UA').units).toBe(10_000_500_000n)
    }
    expect(read('1 000', 'de-DE').units).toBe(1_000_000_000n)
  })

  it('reads the Indian grouping in Hindi, and the international one', () => {
    expect(read('12,34,567.5', 'hi-IN').units).toBe(1_234_567_500_000n)
    expect(read('1,234,567.5', 'hi-IN').units).toBe(1_234_567_500_000n)
    expect(read('1,23,4567', 'hi-IN').problem).toBe('format')
    expect(read('12,34,567', 'en-US').problem).toBe('format')
  })

  it('reads Arabic-Indic and Persian digits, and full-width ones typed with an Asian keyboard', () => {
    expect(read('٢٫٥', 'ar-EG').units).toBe(2_500_000n)
    expect(read('١٬٢٣٤٫٥٦', 'ar-EG').units).toBe(1_234_560_000n)
    expect(read('۱۲٫۵', 'fa-IR').units).toBe(12_500_000n)
    expect(read('١٢.٥', 'ar-AR').units).toBe(12_500_000n)
    expect(read('１２．５', 'ja-JP').units).toBe(12_500_000n)
    expect(read('１，０００', 'zh-CN').units).toBe(1_000_000_000n)
  })

  it('still refuses too many decimals for the token, in any locale', () => {
    expect(read('0,0000001', 'de-DE').problem).toBe('decimals')
    expect(read('1,5000000', 'de-DE').units).toBe(1_500_000n)
  })
})

describe('what the app writes, it reads back', () => {
  const locales = LOCALES.map((locale) => locale.code)

  it('for every locale, any amount written with all its decimals reads back to the same units', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...locales),
        fc.constantFrom(0, 2, 6, 8, 18),
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        (locale, decimals, units) => {
          const text = formatUnits(units, decimals, locale, decimals)
          expect(parseAmount(text, decimals, locale), `${text} in ${locale}`).toEqual({
            units,
            problem: null,
          })
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('for every locale, what Max puts in the field reads back to the same units', () => {
    fc.assert(
      fc.property(fc.constantFrom(...locales), fc.bigInt({ min: 1n, max: 10n ** 24n }), (locale, units) => {
        const text = amountInput(units, 6, locale)
        expect(parseAmount(text, 6, locale).units, `${text} in ${locale}`).toBe(units)
      }),
    )
    expect(amountInput(1_234_500_000n, 6, 'de-DE')).toBe('1234,5')
    expect(amountInput(5_000_000_000n, 6, 'en-US')).toBe('5000')
  })

  it('for every locale, an amount shown to the cent reads back to the amount shown', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...locales),
        fc.bigInt({ min: 10_000n, max: 10n ** 18n }),
        (locale, units) => {
          const text = formatUnits(units, 6, locale)
          const shown = (units / 10_000n) * 10_000n
          expect(parseAmount(text, 6, locale).units, `${text} in ${locale}`).toBe(shown)
        },
      ),
      { numRuns: 1000 },
    )
  })

  it('in locales written with other digits too', () => {
    for (const locale of ['ar-EG', 'fa-IR', 'bn-BD'])
      fc.assert(
        fc.property(fc.bigInt({ min: 1n, max: 10n ** 24n }), (units) => {
          const text = formatUnits(units, 6, locale, 6)
          expect(parseAmount(text, 6, locale).units, `${text} in ${locale}`).toBe(units)
        }),
      )
  })

  it('shows the amount said back before signing with its cents, so no separator can be misread', () => {
    expect(formatUnits(2_500_000n, 6, 'de-DE', 6, 2)).toBe('2,50')
    expect(formatUnits(2_500_000_000n, 6, 'de-DE', 6, 2)).toBe('2.500,00')
    expect(formatUnits(1_234_567n, 6, 'en-US', 6, 2)).toBe('1.234567')
    expect(formatUnits(1_000_000n, 6, 'fr-FR', 6, 2)).toBe('1,00')
  })
})
