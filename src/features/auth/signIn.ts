import { getSignInUrl } from '@/api/auth'
import { type Infer, matches, number, object, oneOf, parseWith, string } from '@/lib/check'
import { safeRedirectPath } from '@/lib/safeRedirect'
import { storedValue } from '@/lib/storage'

/** A callback is honoured only this long after its tab started the sign-in. */
export const SIGN_IN_ATTEMPT_TTL_MS = 10 * 60_000

// Checked by hand (lib/check), not with zod: Connect X is in every page's first load.
const attemptCheck = object({
  /** This tab's secret for the attempt; the callback must bring it back (login CSRF). */
  state: matches(/^[A-Za-z0-9_-]{22,128}$/),
  /** Spec section 3's sign-in redirect path: where to go back afterwards. */
  returnTo: string(),
  startedAt: number(),
})
type SignInAttempt = Infer<typeof attemptCheck>

export const signInAttemptStore = storedValue('yarm.signInAttempt', parseWith(attemptCheck), 'session')
export const signInNoticeStore = storedValue(
  'yarm.signInNotice',
  parseWith(oneOf(['cancelled', 'failed'])),
  'session',
)

export function callbackUrl(): string {
  return `${window.location.origin}/auth/callback`
}

function newState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** Single use: whatever the outcome, the attempt is gone afterwards, so a link cannot be replayed. */
export function takeSignInAttempt(state: string | undefined, now = Date.now()): SignInAttempt | null {
  const attempt = signInAttemptStore.read()
  signInAttemptStore.remove()
  if (!attempt || !state || attempt.state !== state) return null
  if (now - attempt.startedAt > SIGN_IN_ATTEMPT_TTL_MS || attempt.startedAt > now + 60_000) return null
  return attempt
}

/** Spec section 4; a failure is only logged (spec section 8): the button simply stays. */
export async function startSignIn(returnTo = `${location.pathname}${location.search}`): Promise<void> {
  const state = newState()
  signInAttemptStore.write({ state, returnTo: safeRedirectPath(returnTo), startedAt: Date.now() })
  try {
    const url = await getSignInUrl(callbackUrl(), state)
    window.location.assign(url)
  } catch (error) {
    console.error('Failed to initiate sign-in:', error)
  }
}
