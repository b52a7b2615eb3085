import {
  array,
  boolean,
  type Infer,
  literal,
  matches,
  nullable,
  number,
  object,
  oneOf,
  optional,
  schema,
  string,
} from '@/lib/check'
import { isValidXHandle } from '@/lib/xHandle'
import { apiRequest } from './client'
import { request } from './http'

// Checked by hand (lib/check), not with zod: the signed-in header reads these on every page, in the first load.
const isoDate = string((value) => !Number.isNaN(Date.parse(value)))
const address = matches(/^0x[0-9a-fA-F]{40}$/)

const USER_STATUSES = ['signed_in', 'eligible', 'not_eligible', 'activated'] as const

const userInfoCheck = object({
  xId: string(),
  xHandle: string(isValidXHandle),
  xName: optional(nullable(string())),
  status: oneOf(USER_STATUSES),
  wallet: nullable(object({ address, chainId: number(), verifiedAt: isoDate })),
  referralCode: nullable(string()),
  yarmer: nullable(object({ score: number(), rank: number(), rankChange: number() })),
  activatedAt: nullable(isoDate),
})
export type UserInfo = Infer<typeof userInfoCheck>
export const userInfoSchema = schema(userInfoCheck)

const eligibilityCheck = object({
  eligible: boolean,
  requiresInviteCode: boolean,
  criteria: array(object({ key: string(), met: boolean, detail: optional(nullable(string())) })),
  checkedAt: isoDate,
})
export type Eligibility = Infer<typeof eligibilityCheck>
export const eligibilitySchema = schema(eligibilityCheck)

const okSchema = schema(object({ ok: literal(true) }))

export function getUserInfo(xId: string, signal?: AbortSignal) {
  return apiRequest('/v1/user/info', { query: { xId }, auth: true, schema: userInfoSchema, signal })
}

/** Asked before the token is stored: the X callback's own claims about who signed in are never shown or kept. */
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
