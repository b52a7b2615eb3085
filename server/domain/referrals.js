// @ts-check
import { eligibility, findUserByHandle, userStatus } from './users.js'

/** @import { App } from '../app.js' */
/** @import { ReferralRecord } from '../data/accounts.js' */
/** @import { User } from '../data/seed.js' */

export const REWARD_RATE = 0.1

/**
 * @param {App} app
 * @param {User} user
 */
export function referrerOf(app, user) {
  return app.store.referralOf(user.xHandle)
}

/**
 * The referrer chain that would lead from `referrerHandle` back to `refereeHandle` if the latter
 * registered the former's code, or null when there is none. Following each person's referrer up
 * from the would-be referrer is enough: a loop can only close through the new link. The visited set
 * guards against a loop already in the data.
 * @param {App} app
 * @param {string} refereeHandle
 * @param {string} referrerHandle
 * @returns {string[] | null} the handles from the referrer up to the referee
 */
export function referralCycle(app, refereeHandle, referrerHandle) {
  const target = refereeHandle.toLowerCase()
  /** @type {Map<string, string>} */
  const referrerByReferee = new Map()
  for (const record of app.store.referrals()) {
    const referee = record.refereeHandle.toLowerCase()
    if (!referrerByReferee.has(referee)) referrerByReferee.set(referee, record.referrerHandle)
  }
  const chain = [referrerHandle]
  const seen = new Set()
  let current = referrerHandle.toLowerCase()
  while (!seen.has(current)) {
    if (current === target) return chain
    seen.add(current)
    const next = referrerByReferee.get(current)
    if (next === undefined) return null
    chain.push(next)
    current = next.toLowerCase()
  }
  return null
}

/**
 * @param {App} app
 * @param {User} user
 */
export function referralsBy(app, user) {
  const handle = user.xHandle.toLowerCase()
  return app.store
    .referrals()
    .filter((record) => record.referrerHandle.toLowerCase() === handle)
    .sort((a, b) => b.joinedAt.localeCompare(a.joinedAt))
}

/**
 * A referee who is a real user gets a live status; generated referees keep the one they were
 * seeded with.
 * @param {App} app
 * @param {ReferralRecord} record
 * @returns {{ status: 'pending' | 'activated' | 'deposited' | 'rejected', pendingReason?: string }}
 */
export function referralStatus(app, record) {
  const referee = findUserByHandle(app, record.refereeHandle)
  if (!referee) {
    const status = record.status ?? 'pending'
    return status === 'pending' && record.pendingReason
      ? { status, pendingReason: record.pendingReason }
      : { status }
  }
  if (referee.activatedAt) return { status: record.status === 'deposited' ? 'deposited' : 'activated' }
  return { status: 'pending', pendingReason: pendingReason(app, referee) }
}

/** @type {Record<string, string>} */
const UNMET = {
  x_account: 'X account too new',
  yarmer_score: 'Yarmer score below 100',
  not_bot: 'Flagged as automated',
}

/**
 * @param {App} app
 * @param {User} user
 */
function pendingReason(app, user) {
  if (userStatus(app, user) === 'signed_in') return 'Eligibility not checked yet'
  const unmet = eligibility(app, user).criteria.find((criterion) => !criterion.met)
  if (unmet) return `Not eligible yet: ${UNMET[unmet.key] ?? unmet.key}`
  if (!user.wallet) return 'Wallet not verified yet'
  return 'Waiting for activation'
}
