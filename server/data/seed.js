// @ts-check
import { DAY, iso, MINUTE, weekStart } from '../time.js'
import { DEMO_ACCOUNTS, referralCodeFor, seedReferrals } from './accounts.js'
import { createYarmerboards } from './yarmers.js'

/** Changing it reshuffles every generated Yarmer; e2e snapshots depend on it. */
export const DEMO_SEED = 20_260_105

/**
 * The read-only half of the demo world (boards, generated people, codes owned by people who are
 * not demo accounts). It never changes while the server runs, so it is never persisted.
 * @param {number} [seed]
 */
export function createDemoData(seed = DEMO_SEED) {
  const { people, boards } = createYarmerboards({ seed, placed: DEMO_ACCOUNTS })
  const demoHandles = new Set(DEMO_ACCOUNTS.map((account) => account.xHandle))
  // A referral code for each of the top 200 generated Yarmers on the all-time board, so that codes
  // found in the referral trees (and typed by testers) resolve to real-looking people.
  /** @type {Map<string, string>} */
  const codeOwners = new Map()
  for (const row of boards.all.rows.slice(0, 200)) {
    if (demoHandles.has(row.xHandle)) continue
    let attempt = 0
    let code = referralCodeFor(row.xHandle)
    while (codeOwners.has(code) || code === 'CAROL7') code = referralCodeFor(row.xHandle, ++attempt)
    codeOwners.set(code, row.xHandle)
  }
  // Carol's own referrer: the best generated Yarmer of all time.
  const [topCode, topHandle] = [...codeOwners][0] ?? ['YARM1', 'yarm']
  return { people, boards, codeOwners, topYarmer: { xHandle: topHandle, code: topCode } }
}

/** @typedef {ReturnType<typeof createDemoData>} DemoData */

/**
 * @typedef {{ xId: string, xHandle: string, xName: string, accountCreatedAt: string, isBot: boolean,
 *   requiresInviteCode: boolean, eligibilityCheckedAt: string | null,
 *   wallet: { address: string, chainId: number, verifiedAt: string } | null,
 *   referralCode: string | null, activatedAt: string | null }} User
 */

/**
 * The state of one demo account as the seed has it.
 * @param {import('./accounts.js').DemoAccount} account
 * @param {number} now
 * @returns {User}
 */
export function seedUser(account, now) {
  const week = weekStart(now)
  const activatedAt = account.activatedDaysAgo === null ? null : week - account.activatedDaysAgo * DAY
  return {
    xId: account.xId,
    xHandle: account.xHandle,
    xName: account.xName,
    accountCreatedAt: account.accountCreatedAt,
    isBot: account.isBot,
    requiresInviteCode: account.requiresInviteCode,
    eligibilityCheckedAt: account.eligibilityChecked ? iso(week - 2 * DAY) : null,
    wallet: account.wallet && {
      ...account.wallet,
      verifiedAt: iso((activatedAt ?? week) - 5 * MINUTE),
    },
    referralCode: account.referralCode,
    activatedAt: activatedAt === null ? null : iso(activatedAt),
  }
}

/**
 * @typedef {{ xId: string, expiresAt: number }} Grant
 * @typedef {{ xId: string, expiresAt: number, family: string, used?: boolean }} TokenGrant
 * @typedef {{ redirectUrl: string, appState: string | null, client: string, expiresAt: number,
 *   code: string | null, xId: string | null }} SignIn
 * @typedef {{ xId: string, session: string, createdAt: number, expiresAt: number }} NonceGrant
 * @typedef {{ xId: string, projectId: string, votedAt: string }} Vote
 * @typedef {{ xId: string, scope: string, status: number, json: unknown, expiresAt: number }} IdempotencyRecord
 * @typedef {{
 *   users: Map<string, User>, whitelist: Set<string>,
 *   accessTokens: Map<string, TokenGrant>, refreshTokens: Map<string, TokenGrant>, nonces: Map<string, NonceGrant>,
 *   signIns: Map<string, SignIn>, votes: Vote[], referrals: import('./accounts.js').ReferralRecord[],
 *   idempotencyKeys: Map<string, IdempotencyRecord>,
 * }} State
 */

/**
 * @param {DemoData} data
 * @param {number} now
 * @returns {State}
 */
export function createSeedState(data, now) {
  return {
    users: new Map(DEMO_ACCOUNTS.map((account) => [account.xId, seedUser(account, now)])),
    whitelist: new Set(),
    accessTokens: new Map(),
    refreshTokens: new Map(),
    nonces: new Map(),
    signIns: new Map(),
    votes: seedVotes(now),
    referrals: seedReferrals({
      weekStart: weekStart(now),
      people: data.people,
      referrerOfCarol: data.topYarmer,
    }),
    idempotencyKeys: new Map(),
  }
}

/** Carol has already voted in the current round. */
function seedVotes(/** @type {number} */ now) {
  const carol = DEMO_ACCOUNTS.find((account) => account.xHandle === 'carol_ct')
  if (!carol) return []
  const week = weekStart(now)
  return [
    { xId: carol.xId, projectId: 'lumen-markets', votedAt: iso(week - 3 * DAY) },
    { xId: carol.xId, projectId: 'orbit-bridge', votedAt: iso(week - DAY) },
  ]
}
