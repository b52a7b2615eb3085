import { boolean, matches, nullable, object, optional, schema, string, url } from '@/lib/check'
import { apiRequest } from './client'

// Checked by hand (lib/check), not with zod: Connect X is in every page's first load.
const signInSchema = schema(object({ url: url(['http', 'https']) }))

/**
 * Spec section 7: the X authorisation page to send the browser to. `state` is this tab's secret for the
 * attempt; the API hands it back in the callback, so a callback link made elsewhere is told apart.
 */
export async function getSignInUrl(
  redirectUrl: string,
  state: string,
  signal?: AbortSignal,
): Promise<string> {
  const { url } = await apiRequest('/v1/auth/sign_in', {
    query: { redirect_url: redirectUrl, state },
    schema: signInSchema,
    signal,
  })
  return url
}

const nonceSchema = schema(object({ nonce: matches(/^[A-Za-z0-9]{8,128}$/) }))

export async function getWalletNonce(signal?: AbortSignal): Promise<string> {
  const { nonce } = await apiRequest('/v1/auth/wallet/nonce', { auth: true, schema: nonceSchema, signal })
  return nonce
}

const verifySchema = schema(object({ verified: boolean, address: optional(nullable(string())) }))

export function verifyWalletSignature(input: { message: string; signature: string }, signal?: AbortSignal) {
  return apiRequest('/v1/auth/wallet/verify', {
    method: 'POST',
    body: input,
    auth: true,
    schema: verifySchema,
    signal,
  })
}
