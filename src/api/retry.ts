import { ApiError } from './ApiError'

const MAX_RETRIES = 3
const FIRST_DELAY_MS = 1000
const MAX_DELAY_MS = 30_000

/** Spec section 9: three retries, except for answers that will not change by asking again (4xx). */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false
  return failureCount < MAX_RETRIES
}

/** 1 s, 2 s, 4 s … capped at 30 s. */
export function queryRetryDelay(attempt: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** attempt, MAX_DELAY_MS)
}
