import { describe, expect, it } from 'vitest'
import { i18nStore } from '@/i18n/i18nStore'
import { type AttemptStatus, FAILED_STATUSES, statusText } from './statusText'

describe('wallet status texts (spec sections 4 and 8)', () => {
  it.each([
    ['opening', 'Opening Rainbow…'],
    ['connecting', 'Connecting…'],
    ['continue-in-app', 'Continue in Rainbow'],
    ['not-installed', 'Rainbow is not installed'],
    ['not-available', 'Rainbow is not available'],
    ['confirm-extension', 'Confirm in extension'],
    ['accept-in-wallet', 'Accept request in wallet'],
    ['scan', 'Scan with Rainbow'],
  ] as const)('%s → %s', (status: AttemptStatus, text) => {
    expect(statusText(status, 'Rainbow')).toBe(text)
  })

  it('asks WalletConnect users to scan with their phone', () => {
    expect(statusText('scan', 'WalletConnect')).toBe('Scan with your phone')
  })

  it('speaks the active language, keeping the wallet name as it is', async () => {
    await i18nStore.setLocale('de-DE', { remember: false })
    try {
      expect(statusText('not-installed', 'Rainbow')).toBe('Rainbow ist nicht installiert')
      expect(statusText('scan', 'WalletConnect')).toBe('Mit deinem Smartphone scannen')
    } finally {
      await i18nStore.setLocale('en-US', { remember: false })
    }
  })

  it('marks only failures as errors (they come with Retry)', () => {
    expect([...FAILED_STATUSES].sort()).toEqual(['failed', 'lapsed', 'relay-unreachable'])
    expect(statusText('relay-unreachable', 'Rainbow')).toMatch(/WalletConnect/)
  })
})
