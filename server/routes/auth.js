// @ts-check
import { z } from 'zod'
import { issueSession, randomToken, revokeSession, rotateSession, startSignIn } from '../domain/sessions.js'
import { findUserByHandle } from '../domain/users.js'
import { HttpError, ok, redirect, validate } from '../http.js'
import { xHandleSchema } from '../schemas.js'
import { authorizePage, expiredPage } from './pages.js'

/** @import { RequestContext } from '../context.js' */
/** @import { Route } from '../router.js' */

const stateSchema = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/)
/**
 * The app's own CSRF value: random, at least 128 bits, as base64url (22+ characters) or hex. It is
 * only echoed back, never trusted, so the shape check is all the server needs.
 */
const appStateSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22,128}$/, 'state must be 22–128 base64url or hex characters')
  .optional()

/**
 * The fragment the app lands on, with its own state last so that it can check it before use.
 * @param {import('../data/seed.js').SignIn} signIn
 * @param {Record<string, string>} fields
 */
function callbackUrl(signIn, fields) {
  const fragment = new URLSearchParams(fields)
  if (signIn.appState) fragment.set('state', signIn.appState)
  return `${signIn.redirectUrl}#${fragment}`
}

/**
 * The pending sign-in for a `state`, if it is still usable.
 * @param {RequestContext} ctx
 * @param {unknown} state
 */
function pendingSignIn(ctx, state) {
  const parsed = stateSchema.safeParse(state)
  if (!parsed.success) return undefined
  const signIn = ctx.app.store.signIn(parsed.data)
  if (!signIn || signIn.expiresAt <= ctx.app.now()) return undefined
  return { state: parsed.data, signIn }
}

const refreshBody = z.object({ refreshToken: z.string().min(1).max(200) })

/** @type {Route<RequestContext>[]} */
export const authRoutes = [
  {
    method: 'GET',
    path: '/v1/auth/sign_in',
    handler(ctx) {
      // Exact match only: an open redirect here would hand tokens to whoever wrote the link.
      const allowed = ctx.app.config.appOrigins.map((origin) => `${origin}/auth/callback`)
      const redirectUrl = ctx.query.redirect_url
      if (!redirectUrl || !allowed.includes(redirectUrl)) {
        throw new HttpError(400, 'INVALID_REDIRECT_URL', `redirect_url must be one of: ${allowed.join(', ')}`)
      }
      const { state: appState } = validate(z.object({ state: appStateSchema }), { state: ctx.query.state })
      const client = ctx.req.socket.remoteAddress ?? ''
      const state = startSignIn(ctx.app, { redirectUrl, appState: appState ?? null, client })
      return ok({ url: `${ctx.baseUrl}/x/authorize?state=${state}` })
    },
  },
  {
    method: 'GET',
    path: '/x/authorize',
    handler(ctx) {
      const pending = pendingSignIn(ctx, ctx.query.state)
      if (!pending) return expiredPage()
      return authorizePage(pending.state)
    },
  },
  {
    // The stand-in for X's consent button: remembers who was chosen and sends the browser on to
    // the callback with an authorisation code, as X would.
    method: 'POST',
    path: '/x/authorize',
    async handler(ctx) {
      const form = await ctx.form()
      const pending = pendingSignIn(ctx, form.state)
      if (!pending) return expiredPage()
      const xHandle = validate(xHandleSchema, form.xHandle)
      const user = findUserByHandle(ctx.app, xHandle)
      if (!user) throw new HttpError(400, 'BAD_REQUEST', `@${xHandle} is not a demo account`)
      const code = randomToken('xc')
      ctx.app.store.chooseSignInAccount(pending.state, { code, xId: user.xId })
      const query = new URLSearchParams({ code, state: pending.state })
      return redirect(`${ctx.baseUrl}/v1/auth/x_callback?${query}`)
    },
  },
  {
    method: 'GET',
    path: '/v1/auth/x_callback',
    handler(ctx) {
      const pending = pendingSignIn(ctx, ctx.query.state)
      if (!pending) throw new HttpError(400, 'INVALID_STATE', 'The sign-in state is unknown, expired or used')
      const { signIn } = pending
      // Single use, whatever the outcome.
      ctx.app.store.deleteSignIn(pending.state)
      if (ctx.query.error !== undefined) return redirect(callbackUrl(signIn, { error: 'access_denied' }))
      const user = signIn.xId ? ctx.app.store.user(signIn.xId) : undefined
      if (!user || !signIn.code || ctx.query.code !== signIn.code) {
        return redirect(callbackUrl(signIn, { error: 'invalid_grant' }))
      }
      const tokens = issueSession(ctx.app, user.xId)
      return redirect(callbackUrl(signIn, { ...tokens, xId: user.xId, xHandle: user.xHandle }))
    },
  },
  {
    method: 'POST',
    path: '/v1/auth/token/refresh',
    async handler(ctx) {
      const body = validate(refreshBody, await ctx.json())
      return ok(rotateSession(ctx.app, body.refreshToken))
    },
  },
  {
    // Sign-out. No Bearer needed: the refresh token is the proof, and the access token may well
    // have expired by the time someone signs out.
    method: 'POST',
    path: '/v1/auth/token/revoke',
    async handler(ctx) {
      const body = validate(refreshBody, await ctx.json())
      revokeSession(ctx.app, body.refreshToken)
      return ok({ ok: true })
    },
  },
]
