/** Spec section 9: numbers shortened with k, m, b and t (en-US); addresses 4 + 4 characters; names cut at 24. */

// Building an Intl formatter costs far more than using one (a board page formats about 250 numbers
// while it renders): each is built once per locale and options, then reused.
const formatters = new Map<string, Intl.NumberFormat | Intl.RelativeTimeFormat | Intl.DateTimeFormat>()

function cached<T extends Intl.NumberFormat | Intl.RelativeTimeFormat | Intl.DateTimeFormat>(
  kind: string,
  locale: string,
  options: object | undefined,
  create: () => T,
): T {
  const key = `${kind} ${locale} ${options ? JSON.stringify(options) : ''}`
  let formatter = formatters.get(key)
  if (!formatter) {
    // A bad locale or option throws here, as it did unshared, and nothing is kept.
    formatter = create()
    formatters.set(key, formatter)
  }
  return formatter as T
}

const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  cached('number', locale, options, () => new Intl.NumberFormat(locale, options))

const SUFFIXES = [
  { value: 1e12, suffix: 't' },
  { value: 1e9, suffix: 'b' },
  { value: 1e6, suffix: 'm' },
  { value: 1e3, suffix: 'k' },
] as const

/** 1234 → "1.2k", 5_600_000 → "5.6m"; below 1000 the number as is (up to `maxFractionDigits`). */
export function shortenNumber(value: number, locale = 'en-US', maxFractionDigits = 2): string {
  if (!Number.isFinite(value)) return '–'
  // k/m/b/t is the spec's en-US form; other languages get their own compact form (万, Mio., тыс.).
  if (locale !== 'en-US' && Math.abs(value) >= 1000) {
    return numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value)
  }
  const abs = Math.abs(value)
  const unit = SUFFIXES.find((candidate) => abs >= candidate.value)
  if (!unit) return numberFormat(locale, { maximumFractionDigits: maxFractionDigits }).format(value)
  const scaled = numberFormat(locale, { maximumFractionDigits: 1 }).format(value / unit.value)
  return `${scaled}${unit.suffix}`
}

export function formatNumber(value: number, locale = 'en-US', options?: Intl.NumberFormatOptions): string {
  return Number.isFinite(value) ? numberFormat(locale, options).format(value) : '–'
}

export function formatPercent(fraction: number, locale = 'en-US', maxFractionDigits = 2): string {
  return formatNumber(fraction, locale, { style: 'percent', maximumFractionDigits: maxFractionDigits })
}

export function shortAddress(address: string): string {
  return address.length <= 10 ? address : `${address.slice(0, 4)}…${address.slice(-4)}`
}

export function truncateName(name: string, max = 24): string {
  return name.length > max ? `${name.slice(0, max - 1)}…` : name
}

/** "in 3 days", "2 hours ago": the largest whole unit, through Intl.RelativeTimeFormat. */
export function relativeTime(
  target: Date | number,
  now: Date | number = Date.now(),
  locale = 'en-US',
): string {
  const seconds = Math.round((Number(target) - Number(now)) / 1000)
  const units: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
    ['second', 1],
  ]
  const format = cached(
    'relative',
    locale,
    undefined,
    () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
  )
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size || unit === 'second') return format.format(Math.trunc(seconds / size), unit)
  }
  return format.format(0, 'second')
}

export function formatDateTime(
  value: Date | number | string,
  locale = 'en-US',
  options?: Intl.DateTimeFormatOptions,
) {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return '–'
  const resolved = options ?? { dateStyle: 'medium', timeStyle: 'short' }
  return cached('date', locale, resolved, () => new Intl.DateTimeFormat(locale, resolved)).format(date)
}
