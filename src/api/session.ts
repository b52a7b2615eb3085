import { type Infer, matches, nullable, number, object, optional, parseWith, string } from '@/lib/check'
import type { Readable } from '@/lib/createStore'
import { storedValue } from '@/lib/storage'
import { isValidXHandle } from '@/lib/xHandle'

/** Spec section 9: tokens older than five minutes are refreshed before use. */
export const TOKEN_STALE_MS = 300_000

// Checked by hand (lib/check), not with zod: every page reads the session in its first load.
const nonEmpty = string((value) => value.length > 0)

const tokensCheck = object({
  accessToken: nonEmpty,
  refreshToken: nonEmpty,
  // Missing or null means "unknown age": stale, refreshed before use (spec section 4).
  updatedAt: optional(nullable(number())),
})
export type StoredTokens = Infer<typeof tokensCheck>

const xInfoCheck = object({
  xId: nullable(matches(/^\d{1,25}$/)),
  xHandle: nullable(string(isValidXHandle)),
})
export type StoredXInfo = Infer<typeof xInfoCheck>

export const tokensStore = storedValue('yarm.tokens', parseWith(tokensCheck))
export const xInfoStore = storedValue('yarm.xInfo', parseWith(xInfoCheck))

export function isStale(tokens: StoredTokens, now = Date.now()): boolean {
  return (
    typeof tokens.updatedAt !== 'number' ||
    now - tokens.updatedAt > TOKEN_STALE_MS ||
    tokens.updatedAt > now + 60_000
  )
}

export interface Session {
  status: 'signedIn' | 'signedOut'
  xId: string | null
  xHandle: string | null
}

const SIGNED_OUT: Session = { status: 'signedOut', xId: null, xHandle: null }

let cached: Session = SIGNED_OUT
let cachedKey = ''

/** Spec section 6: signed in means an xId and tokens to send an Authorization header with. */
export function readSession(): Session {
  const tokens = tokensStore.read()
  const info = xInfoStore.read()
  const key = `${tokens?.refreshToken ?? ''}|${info?.xId ?? ''}|${info?.xHandle ?? ''}`
  if (key !== cachedKey) {
    cachedKey = key
    cached = tokens && info?.xId ? { status: 'signedIn', xId: info.xId, xHandle: info.xHandle } : SIGNED_OUT
  }
  return cached
}

export function serverSession(): Session {
  return SIGNED_OUT
}

export function subscribeSession(listener: () => void): () => void {
  const offTokens = tokensStore.subscribe(listener)
  const offInfo = xInfoStore.subscribe(listener)
  return () => {
    offTokens()
    offInfo()
  }
}

export const sessionStore: Readable<Session> = { get: readSession, subscribe: subscribeSession }

export function saveSignIn(tokens: { accessToken: string; refreshToken: string }, info: StoredXInfo) {
  tokensStore.write({ ...tokens, updatedAt: Date.now() })
  xInfoStore.write(info)
}

export function clearSession() {
  tokensStore.remove()
  xInfoStore.remove()
}
