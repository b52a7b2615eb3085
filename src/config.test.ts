import { describe, expect, it } from 'vitest'
import { readConfig } from './config'

const env = {
  VITE_APP_NAME: 'Yarm',
  VITE_SITE_URL: 'https://yarm.xyz/',
  VITE_API_BASE_URL: 'https://api.yarm.xyz',
  VITE_NAME_SERVICE_URL: 'https://names.yarm.xyz',
  VITE_AVATAR_BASE_URL: 'https://unavatar.io',
  VITE_DOCS_URL: 'https://docs.yarm.xyz',
  VITE_WALLETCONNECT_PROJECT_ID: 'abc',
  VITE_RPC_URL_8453: 'http://127.0.0.1:8545',
}

describe('readConfig', () => {
  it('reads and normalises the VITE_* variables', () => {
    const config = readConfig(env)
    expect(config.siteUrl).toBe('https://yarm.xyz')
    expect(config.rpcUrls).toEqual({ '8453': 'http://127.0.0.1:8545' })
  })

  it('names the variable that is missing or malformed', () => {
    expect(() => readConfig({ ...env, VITE_API_BASE_URL: undefined })).toThrow(/apiBaseUrl/)
    expect(() => readConfig({ ...env, VITE_DOCS_URL: 'javascript:alert(1)' })).toThrow(/docsUrl/)
  })

  it('fails without a WalletConnect project id, with the spec message', () => {
    // Spec §8: an error says every dApp must provide a project id.
    expect(() => readConfig({ ...env, VITE_WALLETCONNECT_PROJECT_ID: '' })).toThrow(
      'No projectId found. Every dApp must now provide a WalletConnect Cloud projectId to enable WalletConnect v2.',
    )
  })
})

describe('readConfig and the WalletConnect project id', () => {
  it('refuses the example id from wallet-library docs', () => {
    expect(() =>
      readConfig({ ...env, VITE_WALLETCONNECT_PROJECT_ID: '3fbb6bba6f1de962d911bb5b5c9dba88' }),
    ).toThrow(/example id/)
  })

  it('refuses a production build without an id of its own', () => {
    expect(() =>
      readConfig({ ...env, MODE: 'production', VITE_WALLETCONNECT_PROJECT_ID: undefined }),
    ).toThrow(/not set for the production build/)
  })
})
