import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseEnv } from 'node:util'
import { describe, expect, it } from 'vitest'
import { readConfig } from './config'

// Spec section 7: "The base host is a production host or a staging host depending on the build
// environment." Read as each build reads it: the repository's env files for the mode (not this process's
// environment, which the test run sets), then the app's config.
const root = process.cwd()
const scripts = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts

function hostsOf(mode: string) {
  const files = ['.env', `.env.${mode}`].map((name) => join(root, name)).filter((path) => existsSync(path))
  const fromFiles = Object.assign({}, ...files.map((path) => parseEnv(readFileSync(path, 'utf8'))))
  const env = { ...fromFiles, MODE: mode, VITE_WALLETCONNECT_PROJECT_ID: 'a'.repeat(32) }
  const config = readConfig(env)
  return { api: new URL(config.apiBaseUrl), avatars: new URL(config.avatarBaseUrl) }
}

describe('the product host per build', () => {
  it('npm run build is production and build:staging is staging', () => {
    expect(scripts.build).toBe('vite build')
    expect(scripts['build:staging']).toMatch(/--mode staging\b/)
  })

  it('production and staging each call their own https host, never a local one', () => {
    const production = hostsOf('production')
    const staging = hostsOf('staging')
    for (const { api } of [production, staging]) {
      expect(api.protocol).toBe('https:')
      expect(api.hostname).not.toMatch(/^(localhost|127\.|\[::1\])/)
    }
    expect(production.api.host).not.toBe(staging.api.host)
    expect(staging.api.hostname).toMatch(/(^|\.)staging\./)
    expect(production.api.hostname).not.toMatch(/staging/)
    // The avatar service is public and the same for both.
    expect(production.avatars.origin).toBe(staging.avatars.origin)
  })
})
