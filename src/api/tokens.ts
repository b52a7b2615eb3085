import { boolean, object, schema, string } from '@/lib/check'
import { ApiError } from './ApiError'
import { request } from './http'
import { clearSession, isStale, type StoredTokens, tokensStore } from './session'

// Checked by hand (lib/check), not with zod: any page may refresh its tokens from the first load.
const nonEmpty = string((value) => value.length > 0)
const refreshResponseSchema = schema(object({ accessToken: nonEmpty, refreshToken: nonEmpty }))

const okSchema = schema(object({ ok: boolean }))

const LOCK_NAME = 'yarm.token-refresh'

/** Answers that mean the server will never take this refresh token again (spec section 8: sign out). */
const REFUSED = new Set([400, 401, 403])

/** Best effort: the user is signed out here whatever the answer. */
export function revokeRefreshToken(refreshToken: string): Promise<void> {
  return request('/v1/auth/token/revoke', {
    method: 'POST',
    body: { refreshToken },
    schema: okSchema,
    keepalive: true,
  }).then(
    () => undefined,
    () => undefined,
  )
}

/** Every way a session ends goes through here: the tokens go, and the server forgets them too. */
export function endSession(): void {
  const tokens = tokensStore.read()
  clearSession()
  if (tokens) void revokeRefreshToken(tokens.refreshToken)
}

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
      // Spec section 8: a refused refresh signs out. A server that is down has refused nothing: keep the tokens,
      // so that queries retry with their back-off and the page says it is unavailable.
      if (error instanceof ApiError && REFUSED.has(error.status)) {
        endSession()
        return null
      }
      throw error
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

/** Null when signed out or the refresh was refused; throws when the server could not answer (the tokens are kept). */
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
