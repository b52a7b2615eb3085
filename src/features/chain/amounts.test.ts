import { describe, expect, it } from 'vitest'
import {
  depositProblem,
  formatUnits,
  parseAmount,
  roundUnits,
  unitsToDecimal,
  withdrawShares,
} from './amounts'

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
    const result = withdrawShares('11', position)
    // 10 shares, and one unit more: the virtual share and asset put the price a hair under 1.1.
    expect(result).toEqual({ units: 11_000_000n, shares: 10_000_001n, problem: null })
    const odd = withdrawShares('1', position)
    // 1 / 1.1 = 0.909090.. shares: rounded up to the next unit, never down.
    expect(odd.shares).toBe(909_091n)
    expect(((odd.shares ?? 0n) * 1_100_000_001n) / 1_000_000_001n).toBeGreaterThanOrEqual(1_000_000n)
  })

  it('takes all the shares for Max, or when less than a cent would be left behind', () => {
    expect(withdrawShares('', position, true)).toEqual({
      units: 110_000_000n,
      shares: 100_000_000n,
      problem: null,
    })
    expect(withdrawShares('109.995', position).shares).toBe(100_000_000n)
    expect(withdrawShares('109.98', position).shares).toBeLessThan(100_000_000n)
  })

  it('refuses more than the position is worth, and what parseAmount refuses', () => {
    expect(withdrawShares('110.000001', position).problem).toBe('position')
    expect(withdrawShares('abc', position).problem).toBe('format')
    expect(withdrawShares('0', position).problem).toBe('empty')
    expect(withdrawShares('', { ...position, shares: 0n, assets: 0n }, true).problem).toBe('empty')
  })
})
