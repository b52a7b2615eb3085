/**
 * Token amounts typed by people, as exact integers in the token's smallest unit. No floating point: 0.1 +
 * 0.2 must be 300000 units of USDC, not 300000.00000000004.
 */

export type AmountProblem = 'empty' | 'format' | 'decimals'

/**
 * Reads "100", "12.5", ".5", "1,000.25" (thousands commas dropped) into units of a `decimals`-token;
 * `problem` names why it cannot: nothing or zero, not a number, or more decimals than the token has.
 */
export function parseAmount(
  text: string,
  decimals: number,
): { units: bigint; problem: null } | { units: null; problem: AmountProblem } {
  const cleaned = text
    .trim()
    .replace(/[\s_]/g, '')
    .replace(/,(?=\d{3}(\D|$))/g, '')
  if (cleaned === '') return { units: null, problem: 'empty' }
  const match = /^(\d*)(?:\.(\d*))?$/.exec(cleaned)
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return { units: null, problem: 'format' }
  const whole = match[1] || '0'
  const fraction = match[2] ?? ''
  if (fraction.replace(/0+$/, '').length > decimals) return { units: null, problem: 'decimals' }
  const units =
    BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0').slice(0, decimals) || '0')
  if (units === 0n) return { units: null, problem: 'empty' }
  return { units, problem: null }
}

/** Units back to a plain decimal string with no trailing zeros: 100000000n, 6 → "100". */
export function unitsToDecimal(units: bigint, decimals: number): string {
  const negative = units < 0n
  const abs = negative ? -units : units
  const base = 10n ** BigInt(decimals)
  const whole = abs / base
  const fraction = (abs % base).toString().padStart(decimals, '0').replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/**
 * `units` rounded half up to `maxDecimals` decimals, for showing what something is worth (not what can be
 * spent): a fresh 250 USDC deposit is worth 249.999999 once yield has moved the share price (the vault
 * rounds shares down), which is 250.00 to the cent, not 249.99.
 */
export function roundUnits(units: bigint, decimals: number, maxDecimals = 2): bigint {
  const step = 10n ** BigInt(Math.max(0, decimals - maxDecimals))
  return ((units + step / 2n) / step) * step
}

/** For people: grouped per locale, at most `maxDecimals` decimals, rounded down (never more than held). */
export function formatUnits(units: bigint, decimals: number, locale = 'en-US', maxDecimals = 2): string {
  const base = 10n ** BigInt(decimals)
  const step = 10n ** BigInt(Math.max(0, decimals - maxDecimals))
  const truncated = (units / step) * step
  const whole = truncated / base
  const fraction = (truncated % base)
    .toString()
    .padStart(decimals, '0')
    .slice(0, maxDecimals)
    .replace(/0+$/, '')
  const wholeText = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(whole)
  if (!fraction) return wholeText
  const separator =
    new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
  return `${wholeText}${separator}${fraction}`
}

export type DepositProblem = AmountProblem | 'balance' | 'capacity' | 'gas'

export interface DepositLimits {
  decimals: number
  balance: bigint | null
  capacity: bigint | null
  /** Native balance and the estimated fee, when known: a missing figure skips that check. */
  ethBalance: bigint | null
  fee: bigint | null
}

/** The first reason not to send this deposit, in the order a person fixes them; null when it can go. */
export function depositProblem(
  text: string,
  limits: DepositLimits,
): { units: bigint; problem: null } | { units: bigint | null; problem: DepositProblem } {
  const parsed = parseAmount(text, limits.decimals)
  if (parsed.problem) return parsed
  const { units } = parsed
  if (limits.balance !== null && units > limits.balance) return { units, problem: 'balance' }
  if (limits.capacity !== null && units > limits.capacity) return { units, problem: 'capacity' }
  if (limits.ethBalance !== null && limits.fee !== null && limits.fee > limits.ethBalance)
    return { units, problem: 'gas' }
  return { units, problem: null }
}

export type WithdrawProblem = AmountProblem | 'position'

export interface Position {
  decimals: number
  /** The account's shares and what they are worth now. */
  shares: bigint
  assets: bigint
  /** The vault's totals, to convert an amount into shares as the vault does. */
  totalAssets: bigint
  totalSupply: bigint
}

/**
 * The shares to request for `text` of the asset out of a position: rounded up (ERC-4626 previewWithdraw,
 * with OpenZeppelin's virtual share and asset), so the claim pays at least the amount at today's price.
 * All the shares when `all` (Max) or when less than a cent would be left behind: no dust stays locked.
 */
export function withdrawShares(
  text: string,
  position: Position,
  all = false,
):
  | { units: bigint; shares: bigint; problem: null }
  | { units: bigint | null; shares: null; problem: WithdrawProblem } {
  if (all) {
    if (position.shares === 0n) return { units: null, shares: null, problem: 'empty' }
    return { units: position.assets, shares: position.shares, problem: null }
  }
  const parsed = parseAmount(text, position.decimals)
  if (parsed.problem) return { ...parsed, shares: null }
  const { units } = parsed
  if (units > position.assets) return { units, shares: null, problem: 'position' }
  const cent = 10n ** BigInt(Math.max(0, position.decimals - 2))
  const rounded = (units * (position.totalSupply + 1n) + position.totalAssets) / (position.totalAssets + 1n)
  const shares = rounded >= position.shares || position.assets - units < cent ? position.shares : rounded
  return { units, shares, problem: null }
}
