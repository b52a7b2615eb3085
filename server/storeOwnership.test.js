// @ts-check
import { afterEach, describe, expect, it } from 'vitest'
import { createStore, StoreOwnershipError } from './store.js'
import { startApi } from './testing.js'

/** @import { State } from './data/seed.js' */

/** Just enough state for the operations these tests use. */
function seed() {
  return /** @type {State} */ (
    /** @type {unknown} */ ({
      users: new Map([
        [
          '1',
          {
            xId: '1',
            xHandle: 'ada',
            xName: 'Ada',
            accountCreatedAt: '2020-01-01T00:00:00.000Z',
            isBot: false,
            requiresInviteCode: false,
            eligibilityCheckedAt: null,
            wallet: null,
            referralCode: null,
            activatedAt: null,
          },
        ],
      ]),
      whitelist: new Set(),
      votes: [],
      referrals: [],
    })
  )
}

/** @type {ReturnType<typeof createStore>[]} */
const opened = []
afterEach(() => {
  for (const store of opened.splice(0)) store.close()
})

/** @param {boolean} checkOwnership */
function open(checkOwnership) {
  const store = createStore({ seed, checkOwnership })
  opened.push(store)
  return store
}

describe('the store owns the state', () => {
  it('hands out no state to change: only operations, and copies', () => {
    const store = open(false)
    expect('state' in store).toBe(false)
    store.copyState().whitelist.add('ada')
    expect(store.isWhitelisted('ada')).toBe(false)
    store.addToWhitelist('ADA')
    expect(store.isWhitelisted('ada')).toBe(true)
  })

  it('refuses a row that does not match its schema, changing nothing', () => {
    const store = open(true)
    expect(() =>
      store.addVote(/** @type {any} */ ({ xId: '1', projectId: 'moss-labs', votedAt: 7 })),
    ).toThrow(/votes row/)
    expect(() => store.updateUser('1', /** @type {any} */ ({ isBot: 'no' }))).toThrow(/users row/)
    expect(store.votes()).toEqual([])
    expect(store.user('1')?.isBot).toBe(false)
  })

  it('keeps one vote per user and project, and one referrer per referee', () => {
    const store = open(true)
    const vote = { xId: '1', projectId: 'moss-labs', votedAt: '2026-01-01T00:00:00.000Z' }
    store.addVote(vote)
    expect(() => store.addVote({ ...vote })).toThrow(/already voted/)
    const record = {
      referrerHandle: 'bob',
      code: 'BOB1',
      refereeHandle: 'ada',
      joinedAt: '',
      rewards: '0.00',
    }
    store.addReferral(record)
    expect(() => store.addReferral({ ...record, referrerHandle: 'carol' })).toThrow(/already has a referrer/)
    expect(store.votes()).toHaveLength(1)
    expect(store.referrals()).toHaveLength(1)
  })

  it('with checkOwnership, refuses to go on after a row it handed out was changed in place', () => {
    const store = open(true)
    store.updateUser('1', { xName: 'Ada L.' })
    store.commit()
    const user = store.user('1')
    if (user) user.xName = 'changed behind the store'
    expect(() => store.commit()).toThrow(StoreOwnershipError)
    expect(() => store.addToWhitelist('ada')).toThrow(/users changed outside the store's operations/)
  })

  it('without checkOwnership (a running server), does not look', () => {
    const store = open(false)
    const user = store.user('1')
    if (user) user.xName = 'changed behind the store'
    expect(() => store.commit()).not.toThrow()
  })
})

describe("the server's tests check ownership", () => {
  /** @type {import('./testing.js').TestApi} */
  let t
  afterEach(() => t.close())

  it('answers 500 to the next request once state was changed outside the store', async () => {
    t = await startApi()
    const carol = await t.signIn('carol_ct')
    expect((await t.call('/v1/user/eligibility', { token: carol.accessToken })).status).toBe(200)
    const row = t.api.app.store.userByHandle('carol_ct')
    if (row) row.xName = 'changed behind the store'
    expect((await t.call('/v1/user/eligibility', { token: carol.accessToken })).status).toBe(500)
  })
})
