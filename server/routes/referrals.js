// @ts-check
import { z } from 'zod'
import { seedRewards } from '../data/accounts.js'
import { REWARD_RATE, referralCycle, referralStatus, referralsBy, referrerOf } from '../domain/referrals.js'
import { codeOwner } from '../domain/users.js'
import { HttpError, ok, validate } from '../http.js'
import { paginate, readPage } from '../schemas.js'
import { iso, WEEK, weekStart } from '../time.js'

/** @import { RequestContext } from '../context.js' */
/** @import { Route } from '../router.js' */

const registerSchema = z.object({ code: z.string().trim().min(1).max(32) })

/** @type {Route<RequestContext>[]} */
export const referralRoutes = [
  {
    method: 'POST',
    path: '/v1/referral/register',
    async handler(ctx) {
      const user = ctx.user()
      const { code } = validate(registerSchema, await ctx.json())
      const owner = codeOwner(ctx.app, code)
      if (!owner) throw new HttpError(422, 'CODE_INVALID', 'That referral code does not exist')
      if (owner.user?.xId === user.xId)
        throw new HttpError(422, 'SELF_REFERRAL', 'You cannot use your own code')
      if (referrerOf(ctx.app, user)) {
        throw new HttpError(409, 'REFERRER_ALREADY_SET', 'Somebody already referred this account')
      }
      const cycle = referralCycle(ctx.app, user.xHandle, owner.xHandle)
      if (cycle) {
        const through =
          cycle.length > 2
            ? ` (through ${cycle
                .slice(1, -1)
                .map((h) => `@${h}`)
                .join(', ')})`
            : ''
        throw new HttpError(
          422,
          'REFERRAL_CYCLE',
          `You invited @${owner.xHandle}${through}, so you cannot use their code: referrals may not go round in a circle`,
        )
      }
      const registeredAt = iso(ctx.app.now())
      ctx.app.store.addReferral({
        referrerHandle: owner.xHandle,
        code: owner.code,
        refereeHandle: user.xHandle,
        joinedAt: registeredAt,
        rewards: '0.00',
      })
      return ok({ referredBy: { xHandle: owner.xHandle, code: owner.code }, registeredAt })
    },
  },
  {
    method: 'GET',
    path: '/v1/referral/info',
    handler(ctx) {
      const user = ctx.user()
      const referrer = referrerOf(ctx.app, user)
      const statuses = referralsBy(ctx.app, user).map((record) => referralStatus(ctx.app, record).status)
      return ok({
        code: user.referralCode,
        ...(referrer ? { referredBy: { xHandle: referrer.referrerHandle, code: referrer.code } } : {}),
        rules: { rewardRate: REWARD_RATE },
        stats: {
          invited: statuses.length,
          activated: statuses.filter((status) => status === 'activated' || status === 'deposited').length,
          deposited: statuses.filter((status) => status === 'deposited').length,
        },
      })
    },
  },
  {
    method: 'GET',
    path: '/v1/referral/status',
    handler(ctx) {
      const user = ctx.user()
      const page = readPage(ctx.query)
      const items = referralsBy(ctx.app, user).map((record) => ({
        xHandle: record.refereeHandle,
        joinedAt: record.joinedAt,
        ...referralStatus(ctx.app, record),
        rewards: record.rewards,
      }))
      return ok(paginate(items, page))
    },
  },
  {
    method: 'GET',
    path: '/v1/referral/reward',
    handler(ctx) {
      const user = ctx.user()
      const week = weekStart(ctx.app.now())
      return ok({ ...seedRewards(user.xHandle, week), nextDistributionAt: iso(week + WEEK) })
    },
  },
]
