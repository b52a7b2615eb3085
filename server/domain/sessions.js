// @ts-check
import { randomBytes } from 'node:crypto'
import { HttpError } from '../http.js'
import { DAY, MINUTE } from '../time.js'

/** @import { App } from '../app.js' */
/** @import { User } from '../data/seed.js' */

const REFRESH_TTL_MS = 30 * DAY
export const NONCE_TTL_MS = 10 * MINUTE
export const SIGN_IN_TTL_MS = 10 * MINUTE

/**
 * Opaque and unguessable; the prefix only helps a person reading logs tell the kinds apart.
 * @param {string} prefix
 */
export const randomToken = (prefix) => `${prefix}_${randomBytes(32).toString('base64url')}`

/** Alphanumeric, as EIP-4361 requires, and well over its 8-character minimum. */
export const randomNonce = () => randomBytes(16).toString('hex')

/**
 * A new token pair. Every pair of one sign-in shares a `family`, so that signing out (or a stolen
 * refresh token) can end all of them together without touching the user's other devices.
 * @param {App} app
 * @param {string} xId
 * @param {string} [family] omitted at sign-in, which starts a new family
 */
export function issueSession(app, xId, family = randomToken('fam')) {
  const now = app.now()
  // Between the store's prune timer ticks, a burst of sign-ins would otherwise pile up expired rows.
  app.store.prune()
  const accessToken = randomToken('yat')
  const refreshToken = randomToken('yrt')
  app.store.addTokenPair({
    accessToken,
    access: { xId, family, expiresAt: now + app.config.accessTokenTtlMs },
    refreshToken,
    refresh: { xId, family, expiresAt: now + REFRESH_TTL_MS },
  })
  return { accessToken, refreshToken }
}

/**
 * Sign-out. Says nothing about whether the token existed, so it cannot be used to probe tokens.
 * @param {App} app
 * @param {string} refreshToken
 */
export function revokeSession(app, refreshToken) {
  const grant = app.store.refreshGrant(refreshToken)
  if (grant) app.store.revokeFamily(grant.family)
}

/**
 * Rotation: the presented refresh token is marked used and a new pair of the same family is born.
 * The old access token is left to expire on its own so that requests already in flight do not
 * fail. A used token is kept until it expires so that a replay can be told apart from a stranger:
 * a second use means two parties hold copies (one stole it), so the whole family ends, which
 * locks out the thief and makes the real user sign in again.
 * @param {App} app
 * @param {string} refreshToken
 */
export function rotateSession(app, refreshToken) {
  const grant = app.store.refreshGrant(refreshToken)
  const invalid = () =>
    new HttpError(401, 'INVALID_REFRESH_TOKEN', 'The refresh token is unknown, expired or revoked')
  if (!grant) throw invalid()
  if (grant.used) {
    app.store.revokeFamily(grant.family)
    throw invalid()
  }
  if (grant.expiresAt <= app.now() || !app.store.user(grant.xId)) {
    app.store.deleteRefreshToken(refreshToken)
    throw invalid()
  }
  app.store.markRefreshTokenUsed(refreshToken)
  return issueSession(app, grant.xId, grant.family)
}

/**
 * The user and token family behind a `Bearer` header, or null when no header was sent. A header
 * that is sent but not valid is always a 401, so clients learn to refresh rather than silently
 * lose their identity.
 * @param {App} app
 * @param {string | undefined} authorization
 * @returns {{ user: User, family: string } | null}
 */
export function optionalSession(app, authorization) {
  if (authorization === undefined) return null
  const match = /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(authorization.trim())
  const grant = match?.[1] ? app.store.accessGrant(match[1]) : undefined
  const user = grant && grant.expiresAt > app.now() ? app.store.user(grant.xId) : undefined
  if (!grant || !user)
    throw new HttpError(401, 'UNAUTHORIZED', 'The access token is missing, expired or unknown')
  return { user, family: grant.family }
}

/**
 * @param {App} app
 * @param {string | undefined} authorization
 */
export function requireSession(app, authorization) {
  const session = optionalSession(app, authorization)
  if (!session) throw new HttpError(401, 'UNAUTHORIZED', 'Sign in first: the Authorization header is missing')
  return session
}

/**
 * @param {App} app
 * @param {string | undefined} authorization
 * @returns {User | null}
 */
export const optionalUser = (app, authorization) => optionalSession(app, authorization)?.user ?? null

/**
 * @param {App} app
 * @param {string | undefined} authorization
 * @returns {User}
 */
export const requireUser = (app, authorization) => requireSession(app, authorization).user

/**
 * A pending X sign-in, keyed by the state X hands back. Bounded per remote address and in total,
 * or anyone could fill the store by calling sign_in in a loop.
 * @param {App} app
 * @param {{ redirectUrl: string, appState: string | null, client: string }} attempt
 */
export function startSignIn(app, { redirectUrl, appState, client }) {
  const state = randomToken('st')
  const { limits } = app.config
  app.store.addSignIn(
    state,
    { redirectUrl, appState, client, expiresAt: app.now() + SIGN_IN_TTL_MS, code: null, xId: null },
    { perOwner: limits.signInsPerClient, total: limits.signIns },
  )
  return state
}

/**
 * A single-use wallet nonce, bound to the session (token family) that asked for it, so that it
 * survives a token refresh but is useless to anyone else. Bounded per session and in total.
 * @param {App} app
 * @param {{ user: User, family: string }} session
 */
export function issueNonce(app, { user, family }) {
  const nonce = randomNonce()
  const now = app.now()
  const { limits } = app.config
  app.store.addNonce(
    nonce,
    { xId: user.xId, session: family, createdAt: now, expiresAt: now + NONCE_TTL_MS },
    { perOwner: limits.noncesPerSession, total: limits.nonces },
  )
  return nonce
}

/**
 * Ends every session of a user (both token kinds) or, with `accessOnly`, only makes the access
 * tokens expire, which is what a client sees when it comes back after the TTL.
 * @param {App} app
 * @param {string} xId
 * @param {{ accessOnly?: boolean }} [options]
 */
export function revokeSessions(app, xId, { accessOnly = false } = {}) {
  return app.store.revokeUserTokens(xId, accessOnly ? { expireAccessAt: app.now() - 1 } : {})
}
