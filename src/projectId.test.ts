import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEVELOPMENT_PROJECT_ID_MISSING, MISSING_PROJECT_ID, projectIdProblem } from './projectId'

const REAL_LOOKING = '9a1c3e5f7b2d4f6a8c0e1b3d5f7a9c2e'

describe('projectIdProblem', () => {
  it.each(['production', 'staging'])(
    'refuses a %s build without a project id, naming the variable',
    (mode) => {
      expect(projectIdProblem(mode, undefined)).toMatch(/VITE_WALLETCONNECT_PROJECT_ID is not set/)
      expect(projectIdProblem(mode, '  ')).toMatch(/VITE_WALLETCONNECT_PROJECT_ID is not set/)
    },
  )

  it.each(['production', 'staging', 'demo', 'test', 'development'])(
    'refuses the example id from the wagmi and RainbowKit docs in %s',
    (mode) => {
      expect(projectIdProblem(mode, '3fbb6bba6f1de962d911bb5b5c9dba88')).toMatch(/example id/)
    },
  )

  it('refuses a shipped build whose id is not shaped like a WalletConnect Cloud id', () => {
    expect(projectIdProblem('production', 'demo-local-project')).toMatch(/32 hexadecimal/)
  })

  it('accepts a real-looking id in a shipped build', () => {
    expect(projectIdProblem('production', REAL_LOOKING)).toBeUndefined()
    expect(projectIdProblem('staging', REAL_LOOKING)).toBeUndefined()
  })

  it('lets local modes use their local default, but not nothing', () => {
    expect(projectIdProblem('demo', 'local-demo-not-a-walletconnect-project')).toBeUndefined()
    expect(projectIdProblem('demo', '')).toBe(MISSING_PROJECT_ID)
    expect(projectIdProblem('test', '')).toBe(MISSING_PROJECT_ID)
  })

  it('stops development without an id, saying where to put one, and takes the one the developer gives', () => {
    for (const missing of [undefined, '', '  ']) {
      const problem = projectIdProblem('development', missing)
      expect(problem).toBe(DEVELOPMENT_PROJECT_ID_MISSING)
      expect(problem).toContain(MISSING_PROJECT_ID)
      expect(problem).toContain('.env.development.local')
      expect(problem).toContain('npm start')
    }
    expect(projectIdProblem('development', 'my-own-dev-id')).toBeUndefined()
  })
})

describe('the env files in the repository', () => {
  // Vitest runs from the repository's root.
  const root = process.cwd()
  /** The committed `.env` and `.env.<mode>` files (never `.local`), with the id each sets, if any. */
  const files = readdirSync(root)
    .filter((name) => /^\.env(\.[a-z]+)?$/.test(name))
    .map((name) => {
      const line = readFileSync(join(root, name), 'utf8')
        .split('\n')
        .find((text) => /^\s*VITE_WALLETCONNECT_PROJECT_ID\s*=/.test(text))
      return { name, id: line?.split('=')[1]?.trim() ?? '' }
    })

  it('give a local WalletConnect project id to the demo and test modes only', () => {
    expect(files.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['.env', '.env.development', '.env.production', '.env.demo', '.env.test']),
    )
    expect(
      files
        .filter(({ id }) => id)
        .map(({ name }) => name)
        .sort(),
    ).toEqual(['.env.demo', '.env.test'])
    for (const { name, id } of files) if (id) expect(id, name).toMatch(/^local-/)
  })

  it('leave development without one, so that `npm run dev` stops with the message', () => {
    const development = files.find(({ name }) => name === '.env.development')
    expect(projectIdProblem('development', development?.id)).toBe(DEVELOPMENT_PROJECT_ID_MISSING)
  })
})
