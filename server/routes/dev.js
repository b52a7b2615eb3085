// @ts-check
import { z } from 'zod'
import { createSeedState } from '../data/seed.js'
import { boardSchedule } from '../domain/boards.js'
import { revokeSessions } from '../domain/sessions.js'
import { findUserByHandle } from '../domain/users.js'
import { HttpError, ok, validate } from '../http.js'
import { xHandleSchema } from '../schemas.js'

/** @import { App } from '../app.js' */
/** @import { RequestContext } from '../context.js' */
/** @import { Route } from '../router.js' */

/**
 * @typedef {{ status: number | null, delayMs: number, pathPrefix: string, remaining: number | null }} Fault
 * @typedef {{ current: Fault | null }} FaultSlot
 */

/**
 * @param {App} app
 * @param {string} xHandle
 */
function knownUser(app, xHandle) {
  const user = findUserByHandle(app, xHandle)
  if (!user) throw new HttpError(404, 'USER_NOT_FOUND', `@${xHandle} is not a demo account`)
  return user
}

/**
 * Puts one account back as the seed has it: profile, wallet, activation, its votes, who referred
 * it and its whitelist entry. Its sessions survive, so a test can reset and carry on signed in.
 * @param {App} app
 * @param {string} xHandle
 */
function resetUser(app, xHandle) {
  const user = knownUser(app, xHandle)
  const seed = createSeedState(app.data, app.now())
  const handle = user.xHandle.toLowerCase()
  app.store.restoreAccount({
    // Every account the API knows is a seeded one.
    user: seed.users.get(user.xId) ?? user,
    referrals: seed.referrals.filter((record) => record.refereeHandle.toLowerCase() === handle),
    votes: seed.votes.filter((vote) => vote.xId === user.xId),
  })
}

/**
 * The contract's development endpoints, mounted only in dev mode.
 * @type {Route<RequestContext>[]}
 */
export const devRoutes = [
  {
    method: 'GET',
    path: '/v1/user/dev_reset/:xHandle',
    handler(ctx) {
      resetUser(ctx.app, validate(xHandleSchema, ctx.params.xHandle))
      return ok({ ok: true })
    },
  },
  {
    // Any valid handle may be listed, signed in or not, as the real whitelist would allow.
    method: 'GET',
    path: '/v1/user/dev_whitelist/:xHandle',
    handler(ctx) {
      ctx.app.store.addToWhitelist(validate(xHandleSchema, ctx.params.xHandle))
      return ok({ ok: true })
    },
  },
  {
    method: 'GET',
    path: '/v1/user/dev_dewhitelist/:xHandle',
    handler(ctx) {
      ctx.app.store.removeFromWhitelist(validate(xHandleSchema, ctx.params.xHandle))
      return ok({ ok: true })
    },
  },
]

const handleBody = z.object({ xHandle: xHandleSchema })

const advanceBody = z.object({ weeks: z.number().int().min(1).max(52).default(1) })

const faultSchema = z
  .object({
    status: z.number().int().min(400).max(599).optional(),
    delayMs: z.number().int().min(0).max(60_000).optional(),
    pathPrefix: z.string().startsWith('/v1').max(200).optional(),
    times: z.number().int().min(1).optional(),
  })
  .refine(
    (fault) => fault.status !== undefined || fault.delayMs !== undefined,
    'Give status, delayMs or both',
  )

/**
 * Controls for end-to-end tests, mounted only in dev mode.
 * @param {FaultSlot} faults
 * @returns {Route<RequestContext>[]}
 */
export function testControlRoutes(faults) {
  return [
    {
      method: 'POST',
      path: '/__test/revoke',
      async handler(ctx) {
        const { xHandle } = validate(handleBody, await ctx.json())
        const revoked = revokeSessions(ctx.app, knownUser(ctx.app, xHandle).xId)
        return ok({ ok: true, revoked })
      },
    },
    {
      method: 'POST',
      path: '/__test/expire-access',
      async handler(ctx) {
        const { xHandle } = validate(handleBody, await ctx.json())
        const expired = revokeSessions(ctx.app, knownUser(ctx.app, xHandle).xId, { accessOnly: true })
        return ok({ ok: true, expired })
      },
    },
    {
      method: 'POST',
      path: '/__test/fault',
      async handler(ctx) {
        const body = validate(faultSchema, await ctx.json())
        faults.current = {
          status: body.status ?? null,
          delayMs: body.delayMs ?? 0,
          pathPrefix: body.pathPrefix ?? '/v1',
          remaining: body.times ?? null,
        }
        return ok({ ok: true, fault: faults.current })
      },
    },
    {
      method: 'DELETE',
      path: '/__test/fault',
      handler() {
        faults.current = null
        return ok({ ok: true })
      },
    },
    {
      // Publishes the next weekly update of the boards now, instead of next Monday.
      method: 'POST',
      path: '/__test/advance-week',
      async handler(ctx) {
        const { weeks } = validate(advanceBody, (await ctx.json()) ?? {})
        ctx.app.boardWeeks.weeksAhead += weeks
        return ok({ ok: true, weeksAhead: ctx.app.boardWeeks.weeksAhead, ...boardSchedule(ctx.app) })
      },
    },
    {
      method: 'POST',
      path: '/__test/reset',
      handler(ctx) {
        faults.current = null
        ctx.app.boardWeeks.weeksAhead = 0
        ctx.app.store.reset()
        return ok({ ok: true })
      },
    },
  ]
}
