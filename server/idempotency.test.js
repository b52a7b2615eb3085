// @ts-check
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startApi } from './testing.js'

/** @type {import('./testing.js').TestApi} */
let t
let clock = Date.parse('2026-02-04T10:00:00Z')
beforeEach(async () => {
  clock = Date.parse('2026-02-04T10:00:00Z')
  t = await startApi({ now: () => clock, accessTokenTtlMs: 7 * 24 * 3_600_000 })
})
afterEach(() => t.close())

/** @param {string} token @param {string} projectId @param {string} [key] */
const vote = (token, projectId, key) =>
  t.call(`/v1/project/vote/${projectId}`, {
    method: 'POST',
    token,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  })

/** @param {string} token @param {string} projectId */
async function countOf(token, projectId) {
  const list = await t.call('/v1/project/preyarm', { token })
  return list.body.items.find((/** @type {{ id: string }} */ item) => item.id === projectId).votes.count
}

describe('vote idempotency (Idempotency-Key)', () => {
  it('answers a repeated key with the original answer and counts the vote once', async () => {
    const carol = await t.signIn('carol_ct')
    const before = await countOf(carol.accessToken, 'moss-labs')
    const first = await vote(carol.accessToken, 'moss-labs', 'vote-moss-1')
    expect(first.status).toBe(200)
    const again = await vote(carol.accessToken, 'moss-labs', 'vote-moss-1')
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
    expect(await countOf(carol.accessToken, 'moss-labs')).toBe(before + 1)
    const votes = await t.call('/v1/project/user-votes', { token: carol.accessToken })
    expect(
      votes.body.votes.filter((/** @type {{ projectId: string }} */ v) => v.projectId === 'moss-labs'),
    ).toHaveLength(1)
  })

  it('still answers 409 ALREADY_VOTED to a new key or no key', async () => {
    const carol = await t.signIn('carol_ct')
    await vote(carol.accessToken, 'moss-labs', 'key-a')
    expect((await vote(carol.accessToken, 'moss-labs', 'key-b')).body.code).toBe('ALREADY_VOTED')
    expect((await vote(carol.accessToken, 'moss-labs')).body.code).toBe('ALREADY_VOTED')
  })

  it('keeps keys per user: the same key from someone else is a separate request', async () => {
    const carol = await t.signIn('carol_ct')
    await vote(carol.accessToken, 'moss-labs', 'shared-key')
    const alice = await t.signIn('alice_yaps')
    const other = await vote(alice.accessToken, 'moss-labs', 'shared-key')
    expect(other.status).toBe(403)
    expect(other.body.code).toBe('NOT_ACTIVATED')
  })

  it('refuses a key reused for another project with 422', async () => {
    const carol = await t.signIn('carol_ct')
    await vote(carol.accessToken, 'moss-labs', 'one-key')
    const reused = await vote(carol.accessToken, 'veil', 'one-key')
    expect(reused.status).toBe(422)
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED')
    expect((await vote(carol.accessToken, 'veil', 'another-key')).status).toBe(200)
  })

  it('forgets a key after 24 hours', async () => {
    const carol = await t.signIn('carol_ct')
    await vote(carol.accessToken, 'moss-labs', 'old-key')
    clock += 24 * 3_600_000 + 1
    const later = await vote(carol.accessToken, 'moss-labs', 'old-key')
    expect(later.status).toBe(409)
    expect(later.body.code).toBe('ALREADY_VOTED')
  })

  it('keeps a bounded number of keys per user', async () => {
    const carol = await t.signIn('carol_ct')
    for (let i = 0; i < 150; i++) await vote(carol.accessToken, 'moss-labs', `k${i}`)
    const keys = [...t.api.app.store.copyState().idempotencyKeys.values()].filter((r) => r.xId === carol.xId)
    expect(keys.length).toBeLessThanOrEqual(100)
  })

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(129)],
    ['with spaces', 'two words'],
    ['with a dot', 'key.1'],
  ])('answers 400 BAD_REQUEST for a key that is %s', async (_, key) => {
    const carol = await t.signIn('carol_ct')
    const response = await vote(carol.accessToken, 'moss-labs', key)
    expect(response.status).toBe(400)
    expect(response.body.code).toBe('BAD_REQUEST')
    expect(await countOf(carol.accessToken, 'moss-labs')).toBeGreaterThan(0)
    expect((await vote(carol.accessToken, 'moss-labs')).status).toBe(200)
  })

  it('accepts a 128-character key', async () => {
    const carol = await t.signIn('carol_ct')
    expect((await vote(carol.accessToken, 'moss-labs', 'K'.repeat(128))).status).toBe(200)
  })
})
