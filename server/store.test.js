// @ts-check
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ANVIL_KEY_0, startApi } from './testing.js'

/** @type {string} */
let dir
/** @type {string} */
let stateFile
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'yarm-state-'))
  stateFile = join(dir, 'nested', 'state.json')
})
afterEach(() => rm(dir, { recursive: true, force: true }))

describe('state persistence', () => {
  it('keeps votes, referrals, wallets, activation and sessions across a restart', async () => {
    const first = await startApi({ stateFile })
    const carol = await first.signIn('carol_ct')
    const alice = await first.signIn('alice_yaps')
    await first.call('/v1/project/vote/moss-labs', { method: 'POST', token: carol.accessToken })
    await first.call('/v1/referral/register', { token: alice.accessToken, body: { code: 'CAROL7' } })
    await first.verifyWallet(alice.accessToken, ANVIL_KEY_0)
    await first.call('/v1/user/activate', { token: alice.accessToken, body: {} })
    await first.call('/v1/user/dev_whitelist/bob_builds')
    await first.close()

    const second = await startApi({ stateFile })
    try {
      const votes = await second.call('/v1/project/user-votes', { token: carol.accessToken })
      expect(votes.status).toBe(200)
      expect(votes.body.votes.map((/** @type {{ projectId: string }} */ vote) => vote.projectId)).toContain(
        'moss-labs',
      )
      const info = await second.call(`/v1/user/info?xId=${alice.xId}`, { token: alice.accessToken })
      expect(info.body).toMatchObject({ status: 'activated', wallet: { chainId: 8453 } })
      const referral = await second.call('/v1/referral/info', { token: alice.accessToken })
      expect(referral.body.referredBy).toEqual({ xHandle: 'carol_ct', code: 'CAROL7' })
      const bob = await second.signIn('bob_builds')
      expect(
        (await second.call(`/v1/user/info?xId=${bob.xId}`, { token: bob.accessToken })).body.status,
      ).toBe('eligible')
      const refreshed = await second.call('/v1/auth/token/refresh', {
        body: { refreshToken: carol.refreshToken },
      })
      expect(refreshed.status).toBe(200)
    } finally {
      await second.close()
    }
  })

  it('writes atomically and after a short debounce, leaving no temp files behind', async () => {
    const api = await startApi({ stateFile, persistDebounceMs: 20 })
    try {
      const carol = await api.signIn('carol_ct')
      await api.call('/v1/project/vote/moss-labs', { method: 'POST', token: carol.accessToken })
      await vi.waitFor(async () => {
        const saved = JSON.parse(await readFile(stateFile, 'utf8'))
        expect(saved.votes).toContainEqual(expect.objectContaining({ projectId: 'moss-labs' }))
      })
      expect(await readdir(join(dir, 'nested'))).toEqual(['state.json'])
    } finally {
      await api.close()
    }
  })

  it.each([
    ['not JSON', '{"version":1,'],
    ['the wrong shape', JSON.stringify({ version: 1, users: 'nope' })],
    ['another version', JSON.stringify({ version: 99 })],
  ])('ignores a state file that is %s, with a warning, and starts from the seed', async (_, content) => {
    await mkdir(join(dir, 'nested'), { recursive: true })
    await writeFile(stateFile, content)
    const warn = vi.fn()
    const api = await startApi({ stateFile, log: { warn, error() {} } })
    try {
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('starting from the seed'))
      const carol = await api.signIn('carol_ct')
      const votes = await api.call('/v1/project/user-votes', { token: carol.accessToken })
      expect(votes.body.votes).toHaveLength(2)
    } finally {
      await api.close()
    }
  })

  it('starts silently from the seed when there is no file yet', async () => {
    const warn = vi.fn()
    const api = await startApi({ stateFile, log: { warn, error() {} } })
    await api.close()
    expect(warn).not.toHaveBeenCalled()
  })
})
