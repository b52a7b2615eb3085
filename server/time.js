// @ts-check

export const MINUTE = 60_000
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR
export const WEEK = 7 * DAY

/**
 * Scores are recomputed every Monday 00:00 UTC; this is the latest such instant at or before `now`.
 * @param {number} now
 */
export function weekStart(now) {
  const date = new Date(now)
  const midnight = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
  const daysSinceMonday = (date.getUTCDay() + 6) % 7
  return midnight - daysSinceMonday * DAY
}

/** @param {number} ms */
export const iso = (ms) => new Date(ms).toISOString()
