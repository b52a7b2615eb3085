import * as z from 'zod/mini'
import { apiRequest } from './client'
import { request } from './http'
import { address, isoDate, okSchema, xHandle } from './schemas'

export const userStatusSchema = z.enum(['signed_in', 'eligible', 'not_eligible', 'activated'])

export const userInfoSchema = z.object({
  xId: z.string(),
  xHandle,
  xName: z.optional(z.nullable(z.string())),
  status: userStatusSchema,
  wallet: z.nullable(z.object({ address, chainId: z.number(), verifiedAt: isoDate })),
  referralCode: z.nullable(z.string()),
  yarmer: z.nullable(z.object({ score: z.number(), rank: z.number(), rankChange: z.number() })),
  activatedAt: z.nullable(isoDate),
})
export type UserInfo = z.infer<typeof userInfoSchema>

export const eligibilitySchema = z.object({
  eligible: z.boolean(),
  requiresInviteCode: z.boolean(),
  criteria: z.array(
    z.object({ key: z.string(), met: z.boolean(), detail: z.optional(z.nullable(z.string())) }),
  ),
  checkedAt: isoDate,
})
export type Eligibility = z.infer<typeof eligibilitySchema>

export function getUserInfo(xId: string, signal?: AbortSignal) {
  return apiRequest('/v1/user/info', { query: { xId }, auth: true, schema: userInfoSchema, signal })
}

/**
 * The user a brand-new access token belongs to, asked before the token is stored: the X callback's own
 * claims about who signed in are never shown or kept.
 */
export function getUserInfoWithToken(xId: string, accessToken: string, signal?: AbortSignal) {
  return request('/v1/user/info', { query: { xId }, schema: userInfoSchema, signal }, accessToken)
}

export function getEligibility(signal?: AbortSignal) {
  return apiRequest('/v1/user/eligibility', { auth: true, schema: eligibilitySchema, signal })
}

export function activateUser(inviteCode?: string) {
  return apiRequest('/v1/user/activate', {
    method: 'POST',
    body: inviteCode ? { inviteCode } : {},
    auth: true,
    schema: userInfoSchema,
  })
}

export type DevAction = 'dev_reset' | 'dev_whitelist' | 'dev_dewhitelist'

/** Development builds only (spec section 6). */
export function runDevAction(action: DevAction, handle: string) {
  return apiRequest(`/v1/user/${action}/${encodeURIComponent(handle)}`, { schema: okSchema })
}
