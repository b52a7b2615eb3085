import { describe, expect, it } from 'vitest'
import { depositProblem, formatUnits, parseAmount, unitsToDecimal } from './amounts'

const limits = { decimals: 6, balance: 100_000_000n, capacity: 50_000_000n, ethBalance: 10n, fee: 5n }

describe('parseAmount', () => {
  it('reads decimals exactly, in the smallest unit', () => {
    expect(parseAmount('100', 6)).toEqual({ units: 100_000_000n, problem: null })
    expect(parseAmount('0.1', 6)).toEqual({ units: 100_000n, problem: null })
    expect(parseAmount('.5', 6)).toEqual({ units: 500_000n, problem: null })
    expect(parseAmount('1,000.25', 6)).toEqual({ units: 1_000_250_000n, problem: null })
    expect(parseAmount('0.000001', 6)).toEqual({ units: 1n, problem: null })
    expect(parseAmount('1.5000000', 6)).toEqual({ units: 1_500_000n, problem: null })
  })

  it('names what is wrong: nothing or zero, not a number, too many decimals', () => {
    for (const text of ['', '  ', '0', '0.000']) expect(parseAmount(text, 6).problem).toBe('empty')
    for (const text of ['.', 'abc', '1e6', '-5', '1.2.3', '0x10'])
      expect(parseAmount(text, 6).problem).toBe('format')
    expect(parseAmount('0.0000001', 6).problem).toBe('decimals')
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
  })
})
