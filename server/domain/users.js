// @ts-check
import { INVITE_CODES, referralCodeFor } from '../data/accounts.js'
import { DAY, iso } from '../time.js'
import { currentBoards } from './boards.js'

/** @import { App } from '../app.js' */
/** @import { User } from '../data/seed.js' */
/** @import { Row, Timeframe } from '../data/yarmers.js' */

/** The board behind UserInfo.yarmer, eligibility and Yarm allocations. */
export const HEADLINE_TIMEFRAME = /** @type {Timeframe} */ ('30d')
export const MIN_YARMER_SCORE = 100
const MIN_ACCOUNT_AGE_DAYS = 90
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * @param {App} app
 * @param {string} xHandle
 */
export function findUserByHandle(app, xHandle) {
  return app.store.userByHandle(xHandle)
}

/**
 * @param {App} app
 * @param {string} xHandle
 * @param {Timeframe} [timeframe]
 * @returns {Row | undefined}
 */
export function boardRow(app, xHandle, timeframe = HEADLINE_TIMEFRAME) {
  return currentBoards(app)[timeframe].byHandle.get(xHandle.toLowerCase())
}

/**
 * @param {App} app
 * @param {User} user
 */
export function isWhitelisted(app, user) {
  return app.store.isWhitelisted(user.xHandle)
}

/**
 * The whitelist overrides the criteria and the invite requirement: that is what it is for.
 * @param {App} app
 * @param {User} user
 */
export function eligibility(app, user) {
  const whitelisted = isWhitelisted(app, user)
  const created = new Date(user.accountCreatedAt)
  const ageDays = Math.floor((app.now() - created.getTime()) / DAY)
  const score = boardRow(app, user.xHandle)?.score ?? 0
  const roundedScore = Math.round(score)
  /** @type {{ key: string, met: boolean, detail?: string }[]} */
  const criteria = [
    {
      key: 'x_account',
      met: ageDays >= MIN_ACCOUNT_AGE_DAYS,
      detail: `Account created ${MONTHS[created.getUTCMonth()]} ${created.getUTCFullYear()} (at least ${MIN_ACCOUNT_AGE_DAYS} days old required)`,
    },
    {
      key: 'yarmer_score',
      met: score >= MIN_YARMER_SCORE,
      detail: `Score ${roundedScore} ${score >= MIN_YARMER_SCORE ? '≥' : '<'} ${MIN_YARMER_SCORE}`,
    },
    {
      key: 'not_bot',
      met: !user.isBot,
      detail: user.isBot ? 'Automated activity detected' : 'No automated activity detected',
    },
  ]
  if (whitelisted) criteria.push({ key: 'whitelist', met: true, detail: 'On the early-access list' })
  return {
    eligible: whitelisted || criteria.every((criterion) => criterion.met),
    requiresInviteCode: user.requiresInviteCode && !whitelisted,
    criteria,
  }
}

/**
 * `signed_in` until eligibility has been looked at once; eligibility itself is computed live, so
 * whitelisting someone changes their status at once.
 * @param {App} app
 * @param {User} user
 * @returns {'signed_in' | 'eligible' | 'not_eligible' | 'activated'}
 */
export function userStatus(app, user) {
  if (user.activatedAt) return 'activated'
  if (!user.eligibilityCheckedAt) return 'signed_in'
  return eligibility(app, user).eligible ? 'eligible' : 'not_eligible'
}

/**
 * @param {App} app
 * @param {User} user
 */
export function markEligibilityChecked(app, user) {
  app.store.updateUser(user.xId, { eligibilityCheckedAt: iso(app.now()) })
}

/**
 * The contract's UserInfo, field for field.
 * @param {App} app
 * @param {User} user
 */
export function userInfo(app, user) {
  const row = boardRow(app, user.xHandle)
  return {
    xId: user.xId,
    xHandle: user.xHandle,
    xName: user.xName,
    status: userStatus(app, user),
    wallet: user.wallet,
    referralCode: user.referralCode,
    yarmer: row ? { score: row.score, rank: row.rank, rankChange: row.rankChange } : null,
    activatedAt: user.activatedAt,
  }
}

/**
 * Who a referral or invite code belongs to; codes are matched case-insensitively.
 * @param {App} app
 * @param {string} code
 * @returns {{ xHandle: string, code: string, user?: User } | null}
 */
export function codeOwner(app, code) {
  const normalised = code.trim().toUpperCase()
  const user = app.store.userByReferralCode(normalised)
  if (user) return { xHandle: user.xHandle, code: normalised, user }
  const owner = app.data.codeOwners.get(normalised)
  return owner ? { xHandle: owner, code: normalised } : null
}

/** @param {string} code */
export const isInviteOnlyCode = (code) => INVITE_CODES.includes(code.trim().toUpperCase())

/**
 * Everyone gets a code on activation; it must not clash with anybody else's or an invite code.
 * @param {App} app
 * @param {User} user
 */
export function assignReferralCode(app, user) {
  if (user.referralCode) return user.referralCode
  let attempt = 0
  let code = referralCodeFor(user.xHandle)
  while (codeOwner(app, code) || isInviteOnlyCode(code)) code = referralCodeFor(user.xHandle, ++attempt)
  app.store.updateUser(user.xId, { referralCode: code })
  return code
}

/**
 * Another user who has already linked this address (addresses compare case-insensitively).
 * @param {App} app
 * @param {string} address
 * @param {string} exceptXId
 */
export function otherUserWithWallet(app, address, exceptXId) {
  return app.store.userWithWallet(address, exceptXId)
}
