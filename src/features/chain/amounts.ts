/** Amounts as exact integers in the token's smallest unit: 0.1 + 0.2 must be 300000 units of USDC, not 300000.00000000004. */

export type AmountProblem = 'empty' | 'format' | 'decimals'

interface NumberSymbols {
  decimal: string
  /** As read: compatibility forms folded (NFKC), so a no-break or narrow no-break space is a space. */
  readDecimal: string
  readGroup: string
  digits: readonly string[]
  /** Digits in the group next to the decimal separator, and in the groups before it (2 in hi-IN's 12,34,567). */
  primary: number
  secondary: number
}

const symbolsByLocale = new Map<string, NumberSymbols>()

function numberSymbols(locale: string): NumberSymbols {
  let symbols = symbolsByLocale.get(locale)
  if (symbols) return symbols
  const format = new Intl.NumberFormat(locale)
  const parts = format.formatToParts(1_234_567_890.5)
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.'
  const group = parts.find((part) => part.type === 'group')?.value ?? ','
  const groups = parts.filter((part) => part.type === 'integer').map((part) => part.value.length)
  const primary = groups.at(-1) ?? 3
  symbols = {
    decimal,
    readDecimal: decimal.normalize('NFKC'),
    readGroup: group.normalize('NFKC'),
    digits: Array.from({ length: 10 }, (_, digit) => format.format(digit)),
    primary,
    secondary: groups.length > 2 ? (groups.at(-2) ?? primary) : primary,
  }
  symbolsByLocale.set(locale, symbols)
  return symbols
}

// Digits people type with Arabic, Persian, Hindi and Thai keyboards, whatever the app's locale writes.
const KEYBOARD_ZEROS = [0x660, 0x6f0, 0x966, 0xe50]
const ARABIC_DECIMAL = '\u066b'
const ARABIC_GROUP = '\u066c'
// Direction marks that right-to-left text carries along when copied.
const BIDI_MARKS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

function normalise(text: string, symbols: NumberSymbols): string {
  let out = ''
  // NFKC turns full-width digits and punctuation (Chinese and Japanese input) and no-break spaces into plain ones.
  for (const char of text.normalize('NFKC').replace(BIDI_MARKS, '').trim()) {
    const code = char.codePointAt(0) ?? 0
    const zero = KEYBOARD_ZEROS.find((first) => code >= first && code <= first + 9)
    const own = symbols.digits.indexOf(char)
    if (zero !== undefined) out += String(code - zero)
    else if (own !== -1) out += String(own)
    else if (char === ARABIC_DECIMAL) out += symbols.readDecimal
    else if (char === ARABIC_GROUP) out += symbols.readGroup
    else if (/\s/.test(char)) out += ' '
    else out += char
  }
  return out
}

/**
 * Groups must sit where the locale puts them: "1,2345" is no number in en-US, and a group after a leading
 * zero ("0,500") is someone's decimal separator, not a thousand.
 */
function wholeNumber(text: string, symbols: NumberSymbols): string | null {
  if (/^\d*$/.test(text)) return text
  const separator = /\D/.exec(text)?.[0]
  if (separator !== symbols.readGroup && separator !== ' ') return null
  const [first = '', ...rest] = text.split(separator)
  const last = rest.pop() ?? ''
  if (![first, last, ...rest].every((group) => /^\d+$/.test(group))) return null
  if (first.startsWith('0') || last.length !== symbols.primary) return null
  // hi-IN writes 12,34,567; the same number as 1,234,567 is just as clear, so both are read.
  const fits = (size: number) => first.length <= size && rest.every((group) => group.length === size)
  return fits(symbols.secondary) || fits(symbols.primary) ? `${first}${rest.join('')}${last}` : null
}

function readNumber(text: string, symbols: NumberSymbols): { whole: string; fraction: string } | null {
  const { readDecimal } = symbols
  const at = text.indexOf(readDecimal)
  if (at !== -1) {
    const fraction = text.slice(at + readDecimal.length)
    if (!/^\d*$/.test(fraction)) return null
    const whole = wholeNumber(text.slice(0, at), symbols)
    return whole === null ? null : { whole, fraction }
  }
  const whole = wholeNumber(text, symbols)
  if (whole !== null) return { whole, fraction: '' }
  // Where the decimal separator is a comma, many still type a dot (desktop keyboards, habit). It is read as the
  // decimal point only where it cannot be a group separator: once, and not before exactly three digits. So
  // "2.5" is 2,5 in de-DE while "2.500" is 2.500 (the locale's own thousands) and "0.500" is refused.
  if (readDecimal !== '.') {
    const dotted = /^(\d*)\.(\d*)$/.exec(text)
    if (dotted && dotted[2]?.length !== 3) return { whole: dotted[1] ?? '', fraction: dotted[2] ?? '' }
  }
  return null
}

/** With `locale`'s separators, so it reads back whatever formatUnits writes. */
export function parseAmount(
  text: string,
  decimals: number,
  locale: string,
): { units: bigint; problem: null } | { units: null; problem: AmountProblem } {
  const symbols = numberSymbols(locale)
  const cleaned = normalise(text, symbols)
  if (cleaned === '') return { units: null, problem: 'empty' }
  const number = readNumber(cleaned, symbols)
  if (!number || (number.whole === '' && number.fraction === '')) return { units: null, problem: 'format' }
  const whole = number.whole || '0'
  const { fraction } = number
  if (fraction.replace(/0+$/, '').length > decimals) return { units: null, problem: 'decimals' }
  const units =
    BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0').slice(0, decimals) || '0')
  if (units === 0n) return { units: null, problem: 'empty' }
  return { units, problem: null }
}

/** Every decimal, no grouping ("1234,5" in de-DE), for Max and a resumed deposit: parseAmount reads it back exactly. */
export function amountInput(units: bigint, decimals: number, locale: string): string {
  const { decimal, digits } = numberSymbols(locale)
  return unitsToDecimal(units, decimals)
    .replace(/\d/g, (digit) => digits[Number(digit)] ?? digit)
    .replace('.', decimal)
}

export function amountExample(locale: string): string {
  return formatUnits(123_456n, 2, locale)
}

export function unitsToDecimal(units: bigint, decimals: number): string {
  const negative = units < 0n
  const abs = negative ? -units : units
  const base = 10n ** BigInt(decimals)
  const whole = abs / base
  const fraction = (abs % base).toString().padStart(decimals, '0').replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/**
 * Rounded half up, for showing what something is worth (not what can be spent): a fresh 250 USDC deposit
 * is worth 249.999999 once yield has moved the share price (the vault rounds shares down), which is 250.00.
 */
export function roundUnits(units: bigint, decimals: number, maxDecimals = 2): bigint {
  const step = 10n ** BigInt(Math.max(0, decimals - maxDecimals))
  return ((units + step / 2n) / step) * step
}

/** Rounded down (never more than held); with `maxDecimals` of `decimals`, every unit: what parseAmount reads back. */
export function formatUnits(
  units: bigint,
  decimals: number,
  locale = 'en-US',
  maxDecimals = 2,
  minDecimals = 0,
): string {
  const base = 10n ** BigInt(decimals)
  const step = 10n ** BigInt(Math.max(0, decimals - maxDecimals))
  const truncated = (units / step) * step
  const whole = truncated / base
  const fraction = (truncated % base)
    .toString()
    .padStart(decimals, '0')
    .slice(0, maxDecimals)
    .replace(/0+$/, '')
    .padEnd(Math.min(minDecimals, decimals), '0')
  const wholeText = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(whole)
  if (!fraction) return wholeText
  const { decimal, digits } = numberSymbols(locale)
  return `${wholeText}${decimal}${fraction.replace(/\d/g, (digit) => digits[Number(digit)] ?? digit)}`
}

export type DepositProblem = AmountProblem | 'balance' | 'capacity' | 'gas'

export interface DepositLimits {
  decimals: number
  locale: string
  balance: bigint | null
  capacity: bigint | null
  /** Native balance and the estimated fee, when known: a missing figure skips that check. */
  ethBalance: bigint | null
  fee: bigint | null
}

export function depositProblem(
  text: string,
  limits: DepositLimits,
): { units: bigint; problem: null } | { units: bigint | null; problem: DepositProblem } {
  const parsed = parseAmount(text, limits.decimals, limits.locale)
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
  shares: bigint
  assets: bigint
  totalAssets: bigint
  totalSupply: bigint
}

/**
 * Rounded up (ERC-4626 previewWithdraw, with OpenZeppelin's virtual share and asset), so the claim pays at
 * least the amount at today's price. All the shares when `all` (Max) or when less than a cent would be left.
 */
export function withdrawShares(
  text: string,
  position: Position,
  locale: string,
  all = false,
):
  | { units: bigint; shares: bigint; problem: null }
  | { units: bigint | null; shares: null; problem: WithdrawProblem } {
  if (all) {
    if (position.shares === 0n) return { units: null, shares: null, problem: 'empty' }
    return { units: position.assets, shares: position.shares, problem: null }
  }
  const parsed = parseAmount(text, position.decimals, locale)
  if (parsed.problem) return { ...parsed, shares: null }
  const { units } = parsed
  if (units > position.assets) return { units, shares: null, problem: 'position' }
  const cent = 10n ** BigInt(Math.max(0, position.decimals - 2))
  const rounded = (units * (position.totalSupply + 1n) + position.totalAssets) / (position.totalAssets + 1n)
  const shares = rounded >= position.shares || position.assets - units < cent ? position.shares : rounded
  return { units, shares, problem: null }
}
