import { describe, expect, it } from 'vitest'
import enUS from '@/i18n/en-US'
import {
  bareWcLink,
  coinbase,
  ledger,
  metaMask,
  rainbow,
  trust,
  WALLET_DEFINITIONS,
  walletConnect,
  wcLink,
  zerion,
} from './registry'

const WC_URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1705000000'
const ENCODED = encodeURIComponent(WC_URI)

describe('deep-link builders', () => {
  it('builds universal links as <base>/wc?uri=<encoded>', () => {
    expect(metaMask.mobile?.getUri(WC_URI)).toBe(`https://metamask.app.link/wc?uri=${ENCODED}`)
    expect(rainbow.mobile?.getUri(WC_URI)).toBe(`https://rnbwapp.com/wc?uri=${ENCODED}`)
    expect(coinbase.mobile?.getUri(WC_URI)).toBe(`https://go.cb-w.com/wc?uri=${ENCODED}`)
    expect(trust.mobile?.getUri(WC_URI)).toBe(`https://link.trustwallet.com/wc?uri=${ENCODED}`)
  })

  it('builds app-scheme links as <scheme>://wc?uri=<encoded>', () => {
    expect(wcLink('metamask://').getUri(WC_URI)).toBe(`metamask://wc?uri=${ENCODED}`)
    expect(zerion.mobile?.getUri(WC_URI)).toBe(`zerion://wc?uri=${ENCODED}`)
    expect(ledger.desktop?.getUri(WC_URI)).toBe(`ledgerlive://wc?uri=${ENCODED}`)
  })

  it('encodes the whole URI, so its own query cannot leak into the link', () => {
    const link = new URL(metaMask.mobile?.getUri(WC_URI) ?? '')
    expect([...link.searchParams.keys()]).toEqual(['uri'])
    expect(link.searchParams.get('uri')).toBe(WC_URI)
  })

  it('keeps a trailing slash out of the universal link', () => {
    expect(wcLink('https://example.app/').getUri('wc:x@2')).toBe('https://example.app/wc?uri=wc%3Ax%402')
  })

  it('puts the bare wc: URI in QR codes and the generic WalletConnect link', () => {
    expect(bareWcLink.getUri(WC_URI)).toBe(WC_URI)
    expect(rainbow.qrCode?.getUri(WC_URI)).toBe(WC_URI)
    expect(walletConnect.mobile?.getUri(WC_URI)).toBe(WC_URI)
  })
})

describe('registry entries', () => {
  it('have unique ids and rdns values', () => {
    const ids = WALLET_DEFINITIONS.map((wallet) => wallet.id)
    const rdns = WALLET_DEFINITIONS.flatMap((wallet) => (wallet.rdns ? [wallet.rdns] : []))
    expect(new Set(ids).size).toBe(ids.length)
    expect(new Set(rdns).size).toBe(rdns.length)
  })

  it('link only to https pages, with the EIP-6963 ids the wallets announce', () => {
    for (const wallet of WALLET_DEFINITIONS) {
      for (const url of Object.values(wallet.downloadUrls)) expect(url).toMatch(/^https:\/\//)
      for (const instructions of Object.values(wallet.instructions))
        expect(instructions?.learnMoreUrl).toMatch(/^https:\/\//)
    }
    expect(metaMask.rdns).toBe('io.metamask')
    expect(rainbow.rdns).toBe('me.rainbow')
    expect(coinbase.rdns).toBe('com.coinbase.wallet')
  })

  it('give every instruction step one of the spec kinds, with text', () => {
    for (const wallet of WALLET_DEFINITIONS) {
      for (const instructions of Object.values(wallet.instructions)) {
        for (const step of instructions?.steps ?? []) {
          expect(['install', 'create', 'scan', 'refresh', 'connect']).toContain(step.kind)
          expect(step.title.length).toBeGreaterThan(0)
          expect(step.description.length).toBeGreaterThan(0)
          // Steps hold message keys of the connect catalogue, with the values of their placeholders.
          for (const key of [step.title, step.description]) {
            const text = (enUS.connect as Record<string, string>)[key.replace(/^connect\./, '')]
            expect(text, key).toBeTruthy()
            for (const [, name] of text?.matchAll(/\{(\w+)\}/g) ?? [])
              expect(step.params, key).toHaveProperty(name as string)
          }
        }
      }
    }
  })
})
