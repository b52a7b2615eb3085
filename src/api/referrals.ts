import * as z from 'zod/mini'
import { apiRequest } from './client'
import { count, decimal, fraction, isoDate, pageFields } from './schemas'

const referredBySchema = z.object({ xHandle: z.string(), code: z.string() })
export type ReferredBy = z.infer<typeof referredBySchema>

export const registerResultSchema = z.object({ referredBy: referredBySchema, registeredAt: isoDate })

export const referralInfoSchema = z.object({
  /** Null until the account is activated: activation hands out the code. */
  code: z.nullable(z.string()),
  referredBy: z.optional(z.nullable(referredBySchema)),
  rules: z.object({ rewardRate: fraction }),
  stats: z.object({ invited: count, activated: count, deposited: count }),
})
export type ReferralInfo = z.infer<typeof referralInfoSchema>

export const referralStatusSchema = z.enum(['pending', 'activated', 'deposited', 'rejected'])
export type ReferralStatus = z.infer<typeof referralStatusSchema>

export const referralSchema = z.object({
  xHandle: z.string(),
  joinedAt: isoDate,
  status: referralStatusSchema,
  /** For pending referrals: what the invitee still has to do. */
  pendingReason: z.optional(z.nullable(z.string())),
  rewards: decimal,
})
export type Referral = z.infer<typeof referralSchema>

export const referralPageSchema = z.object({ ...pageFields, items: z.array(referralSchema) })
export type ReferralPage = z.infer<typeof referralPageSchema>

export const referralRewardsSchema = z.object({
  totals: z.array(z.object({ label: z.string(), earned: decimal, claimable: decimal })),
  history: z.array(
    z.object({ periodStart: isoDate, periodEnd: isoDate, label: z.string(), amount: decimal }),
  ),
  nextDistributionAt: z.optional(z.nullable(isoDate)),
})
export type ReferralRewards = z.infer<typeof referralRewardsSchema>

/** Registers the inviter's code, once: 422 CODE_INVALID or SELF_REFERRAL, 409 REFERRER_ALREADY_SET. */
export function registerReferralCode(code: string) {
  return apiRequest('/v1/referral/register', {
    method: 'POST',
    body: { code },
    auth: true,
    schema: registerResultSchema,
  })
}

export function getReferralInfo(signal?: AbortSignal) {
  return apiRequest('/v1/referral/info', { auth: true, schema: referralInfoSchema, signal })
}

export function getReferrals(page: { page: number; pageSize: number }, signal?: AbortSignal) {
  return apiRequest('/v1/referral/status', { query: page, auth: true, schema: referralPageSchema, signal })
}

export function getReferralRewards(signal?: AbortSignal) {
  return apiRequest('/v1/referral/reward', { auth: true, schema: referralRewardsSchema, signal })
}
