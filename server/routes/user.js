// @ts-check
import { z } from 'zod'
import { referralCycle, referrerOf } from '../domain/referrals.js'
import {
  assignReferralCode,
  codeOwner,
  eligibility,
  isInviteOnlyCode,
  markEligibilityChecked,
  otherUserWithWallet,
  userInfo,
} from '../domain/users.js'
import { HttpError, ok, validate } from '../http.js'
import { iso } from '../time.js'

/** @import { RequestContext } from '../context.js' */
/** @import { Route } from '../router.js' */

const activateSchema = z
  .object({ inviteCode: z.string().trim().max(32).optional() })
  .optional()
  .transform((body) => body ?? {})

/** @type {Route<RequestContext>[]} */
export const userRoutes = [
  {
    method: 'GET',
    path: '/v1/user/info',
    handler(ctx) {
      const user = ctx.user()
      const { xId } = validate(
        z.object({ xId: z.string().regex(/^\d{1,25}$/, 'Must be an X user id') }),
        ctx.query,
      )
      if (xId !== user.xId) throw new HttpError(403, 'FORBIDDEN', 'xId does not belong to the signed-in user')
      return ok(userInfo(ctx.app, user))
    },
  },
  {
    method: 'GET',
    path: '/v1/user/eligibility',
    handler(ctx) {
      const user = ctx.user()
      markEligibilityChecked(ctx.app, user)
      return ok({ ...eligibility(ctx.app, user), checkedAt: user.eligibilityCheckedAt })
    },
  },
  {
    method: 'POST',
    path: '/v1/user/activate',
    async handler(ctx) {
      const user = ctx.user()
      const { inviteCode } = validate(activateSchema, await ctx.json())
      // Activation is one-way, so asking again is answered with the current state, not an error.
      if (user.activatedAt) return ok(userInfo(ctx.app, user))

      if (!user.eligibilityCheckedAt) markEligibilityChecked(ctx.app, user)
      const { eligible, requiresInviteCode } = eligibility(ctx.app, user)
      if (!eligible) throw new HttpError(403, 'NOT_ELIGIBLE', 'This X account does not meet the criteria yet')
      if (!user.wallet) throw new HttpError(409, 'WALLET_NOT_VERIFIED', 'Verify a wallet before activating')
      if (otherUserWithWallet(ctx.app, user.wallet.address, user.xId)) {
        throw new HttpError(409, 'X_HANDLE_MISMATCH', 'This wallet is already linked to another X account')
      }

      const code = inviteCode || undefined
      const inviter = code ? codeOwner(ctx.app, code) : null
      if (code && !inviter && !isInviteOnlyCode(code)) {
        throw new HttpError(422, 'INVITE_CODE_INVALID', 'That invite code does not exist')
      }
      if (requiresInviteCode && !code) {
        throw new HttpError(422, 'INVITE_CODE_INVALID', 'An invite code is required for this account')
      }

      const now = iso(ctx.app.now())
      ctx.app.store.updateUser(user.xId, { activatedAt: now })
      assignReferralCode(ctx.app, user)
      // Someone's referral code used as an invite makes them the referrer, unless one is set.
      if (inviter && !referrerOf(ctx.app, user) && !referralCycle(ctx.app, user.xHandle, inviter.xHandle)) {
        ctx.app.store.addReferral({
          referrerHandle: inviter.xHandle,
          code: inviter.code,
          refereeHandle: user.xHandle,
          joinedAt: now,
          rewards: '0.00',
        })
      }
      return ok(userInfo(ctx.app, user))
    },
  },
]
