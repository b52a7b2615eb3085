// @ts-check
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createStaticServer } from './static.js'
import { CALLBACK_URL, request, startApi } from './testing.js'

/** @type {(() => Promise<unknown>)[]} */
const cleanups = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

/** @param {Parameters<typeof startApi>[0]} [options] */
async function api(options) {
  const t = await startApi(options)
  cleanups.push(() => t.close())
  return { t, port: new URL(t.url).port }
}

describe('API Host check', () => {
  it('answers 421 MISDIRECTED_REQUEST to a host it does not serve (DNS rebinding)', async () => {
    const { t, port } = await api()
    for (const host of [
      `evil.example:${port}`,
      'evil.example',
      `localhost:${Number(port) + 1}`,
      `127.0.0.2:${port}`,
    ]) {
      const response = await t.call('/healthcheck', { headers: { host } })
      expect(response.status, host).toBe(421)
      expect(response.body.code).toBe('MISDIRECTED_REQUEST')
    }
  })

  it('answers the loopback names with its port', async () => {
    const { t, port } = await api()
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, `LOCALHOST:${port}`]) {
      expect((await t.call('/healthcheck', { headers: { host } })).status, host).toBe(200)
    }
  })

  it('answers the app origins’ hosts and hosts given with allowedHosts', async () => {
    const { t, port } = await api({ appOrigins: ['http://yarm.test:4173'], allowedHosts: ['api.yarm.lan'] })
    for (const host of [`yarm.test:${port}`, 'yarm.test:4173', 'api.yarm.lan']) {
      expect((await t.call('/healthcheck', { headers: { host } })).status, host).toBe(200)
    }
    expect((await t.call('/healthcheck', { headers: { host: `api.yarm.lan:${port}` } })).status).toBe(421)
  })

  it('builds its own links from configuration, never from the Host header', async () => {
    const { t, port } = await api()
    const start = await t.call(`/v1/auth/sign_in?redirect_url=${encodeURIComponent(CALLBACK_URL)}`, {
      headers: { host: `localhost:${port}` },
    })
    expect(start.body.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port}/x/authorize\\?`))
    const yarms = await t.call('/v1/project/yarm', { headers: { host: `[::1]:${port}` } })
    expect(yarms.body.items[0].project.logoUrl).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${port}/logo/`))
  })

  it('uses the configured public URL for its links', async () => {
    const { t } = await api({ publicUrl: 'https://api.yarm.example' })
    const start = await t.call(`/v1/auth/sign_in?redirect_url=${encodeURIComponent(CALLBACK_URL)}`)
    expect(start.body.url).toMatch(/^https:\/\/api\.yarm\.example\/x\/authorize\?state=/)
    expect((await t.call('/healthcheck', { headers: { host: 'api.yarm.example' } })).status).toBe(200)
  })
})

describe('static host Host check', () => {
  it('serves the loopback names and app origins, and answers 421 to anything else', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'yarm-hosts-'))
    cleanups.push(() => rm(dir, { recursive: true, force: true }))
    await writeFile(join(dir, 'index.html'), '<!doctype html><title>Home</title>')
    const host = createStaticServer({ root: dir, appOrigins: ['http://yarm.test:4173'] })
    const { url } = await host.listen(0)
    cleanups.push(() => host.close())
    const port = new URL(url).port
    for (const name of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, `yarm.test:${port}`]) {
      expect((await request(url, '/', { headers: { host: name } })).status, name).toBe(200)
    }
    for (const name of [`evil.example:${port}`, `rebind.attacker.example:${port}`]) {
      const response = await request(url, '/', { headers: { host: name } })
      expect(response.status, name).toBe(421)
    }
  })
})
