import * as z from 'zod/mini'
import { getSignInUrl } from '@/api/auth'
import { safeRedirectPath } from '@/lib/safeRedirect'
import { storedValue, withSchema } from '@/lib/storage'

/** Session entries (spec section 3): where to go back after X sign-in, and a message to show there. */
export const signInRedirectStore = storedValue('yarm.signInRedirect', withSchema(z.string()), 'session')
export const signInNoticeStore = storedValue(
  'yarm.signInNotice',
  withSchema(z.enum(['cancelled', 'failed'])),
  'session',
)

export function callbackUrl(): string {
  return `${window.location.origin}/auth/callback`
}

/**
 * Connect X (spec section 4): remember the page, ask the API for the X authorisation address and go
 * there. A failure is only logged (spec section 8); the button simply stays.
 */
export async function startSignIn(returnTo = `${location.pathname}${location.search}`): Promise<void> {
  signInRedirectStore.write(safeRedirectPath(returnTo))
  try {
    const url = await getSignInUrl(callbackUrl())
    window.location.assign(url)
  } catch (error) {
    console.error('Failed to initiate sign-in:', error)
  }
}
