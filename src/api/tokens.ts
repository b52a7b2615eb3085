import * as z from 'zod/mini'
import { ApiError } from './ApiError'
import { request } from './http'
import { clearSession, isStale, type StoredTokens, tokensStore } from './session'

const refreshResponseSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
})

const LOCK_NAME = 'yarm.token-refresh'

let inFlight: Promise<string | null> | null = null

async function withCrossTabLock<T>(run: () => Promise<T>): Promise<T> {
  // Two tabs refreshing with the same (single-use) refresh token would sign each other out.
  if (typeof navigator !== 'undefined' && navigator.locks) return navigator.locks.request(LOCK_NAME, run)
  return run()
}

async function refresh(staleAccessToken: string | null): Promise<string | null> {
  return withCrossTabLock(async () => {
    const current = tokensStore.read()
    if (!current) return null
    // Another tab (or call) refreshed while we waited for the lock: use its tokens.
    if (current.accessToken !== staleAccessToken && !isStale(current)) return current.accessToken
    try {
      const next = await request('/v1/auth/token/refresh', {
        method: 'POST',
        body: { refreshToken: current.refreshToken },
        schema: refreshResponseSchema,
      })
      tokensStore.write({ ...next, updatedAt: Date.now() })
      return next.accessToken
    } catch (error) {
      // Spec section 8: a failed refresh clears the stored tokens (the user is signed out). An
      // unreachable server is not a failed refresh: keep the tokens and try again later.
      if (error instanceof ApiError && !error.isNetworkError) clearSession()
      return null
    }
  })
}

function singleFlight(staleAccessToken: string | null): Promise<string | null> {
  if (!inFlight) {
    inFlight = refresh(staleAccessToken).finally(() => {
      inFlight = null
    })
  }
  return inFlight
}

/** A fresh access token, refreshing first when it is stale; null when signed out or it cannot be refreshed. */
export async function getAccessToken(): Promise<string | null> {
  const tokens: StoredTokens | null = tokensStore.read()
  if (!tokens) return null
  if (!isStale(tokens)) return tokens.accessToken
  return singleFlight(tokens.accessToken)
}

/** After the server refused `rejected`: a new token, or null (and signed out) when there is none. */
export function refreshAfterRejection(rejected: string): Promise<string | null> {
  return singleFlight(rejected)
}
