import { formatNumber, shortenNumber } from '@/lib/format'

/** A decimal-string amount from the API, shortened (1.99m); the string itself is never shown raw. */
export function formatAmount(value: string, locale = 'en-US'): string {
  return shortenNumber(Number(value), locale)
}

export function ratio(part: string, whole: string): number {
  const a = Number(part)
  const b = Number(whole)
  return Number.isFinite(a) && Number.isFinite(b) && b > 0 ? a / b : 0
}

/** A decimal-string amount in full, keeping the decimals it was given up to two: "43.50", "12,400". */
export function formatDecimal(value: string, locale = 'en-US'): string {
  const decimals = Math.min(2, value.split('.')[1]?.length ?? 0)
  return formatNumber(Number(value), locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  })
}
