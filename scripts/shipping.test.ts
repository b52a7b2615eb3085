// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { readHeadersFile } from '../server/headersFile.js'
import { contentSecurityPolicy, headersFile } from './securityHeaders.ts'

vi.mock('./chromium.mjs', () => ({ CHROMIUM_ARGS: [], findChromium: () => '/usr/bin/chromium' }))

const PRODUCTION_ENV = {
  VITE_API_BASE_URL: 'https://api.yarm.xyz',
  VITE_NAME_SERVICE_URL: 'https://names.yarm.xyz',
  VITE_AVATAR_BASE_URL: 'https://unavatar.io',
}

describe('the production headers', () => {
  const dirs: string[] = []
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true })
  })
  const served = async (env: Record<string, string>) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'yarm-headers-'))
    dirs.push(dir)
    await writeFile(path.join(dir, '_headers'), headersFile(env))
    return readHeadersFile(dir)
  }

  it('let the service worker fetch avatars: the avatar origin is in connect-src, not only img-src', () => {
    const csp = contentSecurityPolicy(PRODUCTION_ENV)
    const connect = csp.split('; ').find((directive) => directive.startsWith('connect-src '))
    expect(connect?.split(' ')).toContain('https://unavatar.io')
    expect(csp).toMatch(/img-src [^;]*https:\/\/unavatar\.io/)
    // Without it the WalletConnect SDK waits 5 s for its blocked verify frame before each proposal.
    expect(csp).toMatch(/frame-src [^;]*https:\/\/verify\.walletconnect\.org/)
  })

  it.each(['/', '/index.html', '/yarmerboard', '/yarmerboard/', '/pre-yarms/index.html', '/404.html'])(
    'send HTML at %s with Cache-Control: no-cache',
    async (urlPath) => {
      const headers = (await served(PRODUCTION_ENV))(urlPath)
      expect(headers['cache-control']).toBe('no-cache')
      expect(headers['content-security-policy']).toContain("script-src 'self'")
    },
  )

  it('keep hashed assets immutable, with no HTML rule joined in', async () => {
    const headers = (await served(PRODUCTION_ENV))('/assets/index-abc123.js')
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })
})

describe('the repository', () => {
  it.each(['.env.local', '.env.production.local', '.env.staging.local'])('keeps %s out of git', (file) => {
    expect(execFileSync('git', ['check-ignore', '--no-index', file], { encoding: 'utf8' }).trim()).toBe(file)
  })
})

describe('the journeys configuration', () => {
  it('refuses test.only whether or not CI is set', async () => {
    const ci = process.env.CI
    delete process.env.CI
    try {
      vi.resetModules()
      const { default: config } = await import('../playwright.config.ts')
      expect(config.forbidOnly).toBe(true)
    } finally {
      if (ci !== undefined) process.env.CI = ci
    }
  })
})
