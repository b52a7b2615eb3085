import { afterEach, describe, expect, it, vi } from 'vitest'
import { isLocalMode, LOCAL_MODES } from '../../../scripts/buildGuards'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('yarmContracts: the local chains’ addresses only in the local modes', () => {
  it.each([...LOCAL_MODES, 'production', 'staging', 'preview', 'production-eu'])('%s', async (mode) => {
    vi.stubEnv('MODE', mode)
    vi.resetModules()
    const { yarmContracts } = await import('./contracts')
    const tidepool = yarmContracts(8453, 'yarm-tidepool-1')
    if (isLocalMode(mode)) expect(tidepool?.usdc).toMatch(/^0x[0-9a-fA-F]{40}$/)
    else expect(tidepool).toBeNull()
  })
})
