// @ts-check
import { DAY, HOUR, iso } from '../time.js'
import { hashString } from './prng.js'

/** @typedef {import('./yarmers.js').PlacedYarmer} PlacedYarmer */
/**
 * A demo X account: who it is on X (fixed), plus the seed of its mutable state.
 * @typedef {PlacedYarmer & { xId: string, accountCreatedAt: string, isBot: boolean,
 *   requiresInviteCode: boolean, eligibilityChecked: boolean, activatedDaysAgo: number | null,
 *   wallet: { address: string, chainId: number } | null, referralCode: string | null, summary: string }} DemoAccount
 */

/** @type {readonly DemoAccount[]} */
export const DEMO_ACCOUNTS = [
  {
    xId: '1652380417785651201',
    xHandle: 'alice_yaps',
    xName: 'Alice Yaps',
    summary: 'Eligible, no wallet yet',
    accountCreatedAt: '2019-03-14T09:21:00.000Z',
    isBot: false,
    requiresInviteCode: false,
    eligibilityChecked: true,
    activatedDaysAgo: null,
    wallet: null,
    referralCode: null,
    board: {
      '7d': { rank: 137, change: 12 },
      '30d': { rank: 152, change: 8 },
      '3m': { rank: 201, change: -4 },
      all: { rank: 388, change: 0 },
    },
  },
  {
    xId: '1652380417785651202',
    xHandle: 'bob_builds',
    xName: 'Bob Builds 🛠️',
    summary: 'Not eligible (score too low)',
    accountCreatedAt: '2022-08-02T17:45:00.000Z',
    isBot: false,
    requiresInviteCode: false,
    eligibilityChecked: true,
    activatedDaysAgo: null,
    wallet: null,
    referralCode: null,
    board: {
      '7d': { rank: 4411, change: -230 },
      '30d': { rank: 4702, change: -85 },
      '3m': { rank: 4630, change: 12 },
      all: { rank: 4815, change: 3 },
    },
  },
  {
    xId: '1652380417785651203',
    xHandle: 'carol_ct',
    xName: 'Carol ✦ CT',
    summary: 'Activated, wallet linked, referrals and rewards',
    accountCreatedAt: '2017-11-20T08:00:00.000Z',
    isBot: false,
    requiresInviteCode: false,
    eligibilityChecked: true,
    activatedDaysAgo: 40,
    wallet: { address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', chainId: 8453 },
    referralCode: 'CAROL7',
    board: {
      '7d': { rank: 12, change: 3 },
      '30d': { rank: 19, change: 2 },
      '3m': { rank: 27, change: -1 },
      all: { rank: 41, change: 1 },
    },
  },
  {
    xId: '1652380417785651204',
    xHandle: 'dave_degen',
    xName: 'Dave the Degen',
    summary: 'Eligible, needs an invite code',
    accountCreatedAt: '2021-05-09T22:10:00.000Z',
    isBot: false,
    requiresInviteCode: true,
    eligibilityChecked: true,
    activatedDaysAgo: null,
    wallet: null,
    referralCode: null,
    board: {
      '7d': { rank: 902, change: 41 },
      '30d': { rank: 1130, change: -17 },
      '3m': { rank: 1422, change: 0 },
      all: { rank: 2010, change: 5 },
    },
  },
  {
    xId: '1652380417785651205',
    xHandle: 'noavatar_nick',
    xName: 'Nick (no avatar)',
    summary: 'Eligible, avatar service answers 404',
    accountCreatedAt: '2020-01-30T12:00:00.000Z',
    isBot: false,
    requiresInviteCode: false,
    eligibilityChecked: true,
    activatedDaysAgo: null,
    wallet: null,
    referralCode: null,
    board: {
      '7d': { rank: 2450, change: -3 },
      '30d': { rank: 2601, change: 15 },
      '3m': { rank: 2777, change: 2 },
      all: { rank: 3102, change: -9 },
    },
  },
  {
    xId: '1652380417785651206',
    xHandle: 'erin_fresh',
    xName: 'Erin',
    summary: 'Just signed in, eligibility not checked; off the 7d board',
    accountCreatedAt: '2023-06-18T15:30:00.000Z',
    isBot: false,
    requiresInviteCode: false,
    eligibilityChecked: false,
    activatedDaysAgo: null,
    wallet: null,
    referralCode: null,
    board: {
      '7d': null,
      '30d': { rank: 2210, change: 0, isNew: true },
      '3m': { rank: 2480, change: 20 },
      all: { rank: 2975, change: 7 },
    },
  },
]

/** Invite-only codes that belong to nobody; any activated user's referral code also works as one. */
export const INVITE_CODES = ['GENESIS', 'YARMEARLY']

/** Carol's tree: people from the board who joined with CAROL7, in every referral status. */
const CAROL_REFERRALS = /** @type {const} */ ([
  { status: 'deposited', rewards: '48.20', daysAgo: 52 },
  { status: 'deposited', rewards: '31.75', daysAgo: 47 },
  { status: 'deposited', rewards: '22.10', daysAgo: 33 },
  { status: 'activated', rewards: '5.00', daysAgo: 30 },
  { status: 'activated', rewards: '5.00', daysAgo: 26 },
  { status: 'activated', rewards: '5.00', daysAgo: 18 },
  { status: 'activated', rewards: '0.00', daysAgo: 3 },
  { status: 'pending', rewards: '0.00', daysAgo: 12, pendingReason: 'Wallet not verified yet' },
  { status: 'pending', rewards: '0.00', daysAgo: 9, pendingReason: 'Waiting for activation' },
  {
    status: 'pending',
    rewards: '0.00',
    daysAgo: 6,
    pendingReason: 'Not eligible yet: Yarmer score below 100',
  },
  { status: 'pending', rewards: '0.00', daysAgo: 1, pendingReason: 'Invite accepted, account under review' },
  { status: 'rejected', rewards: '0.00', daysAgo: 21 },
])

/**
 * A referral code derived from a handle, e.g. `ALICE4`.
 * @param {string} xHandle
 * @param {number} [attempt] bumps the suffix when the first choice is taken
 */
export function referralCodeFor(xHandle, attempt = 0) {
  const letters =
    xHandle
      .replace(/[^A-Za-z0-9]/g, '')
      .toUpperCase()
      .slice(0, 5) || 'YARM'
  const hash = hashString(xHandle.toLowerCase())
  const suffix = attempt === 0 ? hash % 10 : 10 + ((hash + attempt) % 9990)
  return `${letters}${suffix}`
}

/**
 * @typedef {{ referrerHandle: string, code: string, refereeHandle: string, joinedAt: string,
 *   status?: 'pending' | 'activated' | 'deposited' | 'rejected', pendingReason?: string,
 *   rewards: string }} ReferralRecord
 */

/**
 * The referral trees of the seed. Records whose referee is a demo account carry no status: it is
 * derived from that account's live state.
 * @param {{ weekStart: number, people: readonly { xHandle: string }[],
 *   referrerOfCarol: { xHandle: string, code: string } }} context
 */
export function seedReferrals({ weekStart, people, referrerOfCarol }) {
  const carol = DEMO_ACCOUNTS.find((account) => account.xHandle === 'carol_ct')
  const carolActivated = weekStart - (carol?.activatedDaysAgo ?? 40) * DAY
  /** @type {ReferralRecord[]} */
  const records = [
    {
      referrerHandle: referrerOfCarol.xHandle,
      code: referrerOfCarol.code,
      refereeHandle: 'carol_ct',
      joinedAt: iso(carolActivated - DAY),
      status: 'deposited',
      rewards: '64.00',
    },
    ...CAROL_REFERRALS.map(({ daysAgo, ...referral }, i) => ({
      referrerHandle: 'carol_ct',
      code: 'CAROL7',
      refereeHandle: people[400 + i * 37]?.xHandle ?? `referee_${i}`,
      joinedAt: iso(weekStart - daysAgo * DAY + (i + 9) * HOUR),
      ...referral,
    })),
    {
      referrerHandle: 'carol_ct',
      code: 'CAROL7',
      refereeHandle: 'bob_builds',
      joinedAt: iso(weekStart - 15 * DAY),
      rewards: '0.00',
    },
    {
      referrerHandle: 'carol_ct',
      code: 'CAROL7',
      refereeHandle: 'noavatar_nick',
      joinedAt: iso(weekStart - 4 * DAY),
      rewards: '0.00',
    },
  ]
  return records
}

/**
 * Referral rewards. Only Carol has earned any; everybody else sees zero totals and no history.
 * @param {string} xHandle
 * @param {number} weekStart
 */
export function seedRewards(xHandle, weekStart) {
  if (xHandle !== 'carol_ct') {
    return { totals: [{ label: 'USDC', earned: '0.00', claimable: '0.00' }], history: [] }
  }
  const amounts = ['12.40', '18.75', '36.10', '29.50', '46.00', '43.50']
  const history = amounts.map((amount, i) => ({
    periodStart: iso(weekStart - (amounts.length - i) * 7 * DAY),
    periodEnd: iso(weekStart - (amounts.length - i - 1) * 7 * DAY),
    label: 'USDC',
    amount,
  }))
  return {
    totals: [
      { label: 'USDC', earned: '186.25', claimable: '43.50' },
      { label: 'Yarm points', earned: '12400', claimable: '1800' },
    ],
    history: history.reverse(),
  }
}

/** Names for the name-lookup stand-in; anvil's first dev account is the one the e2e wallet uses. */
const ENS_NAMES = new Map([
  ['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', 'yarmtester.eth'],
  ['0x70997970c51812dc3a010c7d01b50e0d17dc79c8', 'yarmfriend.eth'],
  ['0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc', 'carolct.eth'],
])

/** The other anvil dev accounts stay nameless, so tests can rely on a `null` answer for them. */
const NAMELESS = new Set([
  '0x90f79bf6eb2c4f870365e785982e1f101e93b906',
  '0x15d34aaf54267db7d7c367839aaf71a00a2c6a65',
  '0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc',
  '0x976ea74026e726554db657fa54763abd0c3a0aa9',
  '0x14dc79964da2c08b23698b3d3cc7ca32193d9955',
  '0x23618e81e3f5cdf7f54c3d65f7fbc0abf5b21e8f',
  '0xa0ee7a142d267c1f36714e4a8f75612f20a79720',
])

const NAME_WORDS = ['vitalik', 'based', 'moon', 'gm', 'yield', 'onchain', 'frog', 'whale', 'satoshi', 'layer']

/**
 * Deterministic: a few fixed names, then about one address in eight gets a made-up name.
 * @param {string} address
 * @returns {string | null}
 */
export function ensNameFor(address) {
  const key = address.toLowerCase()
  const known = ENS_NAMES.get(key)
  if (known) return known
  if (NAMELESS.has(key)) return null
  const hash = hashString(key)
  if (hash % 8 !== 0) return null
  return `${NAME_WORDS[(hash >>> 3) % NAME_WORDS.length]}${(hash >>> 8) % 1000}.eth`
}
