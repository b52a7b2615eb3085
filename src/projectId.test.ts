import { describe, expect, it } from 'vitest'
import { MISSING_PROJECT_ID, projectIdProblem } from './projectId'

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
  })
})
