import { describe, expect, it } from 'vitest'
import { isLocale, localeDir, matchLocale } from './locales'

describe('matchLocale', () => {
  it('takes an exact match, whatever the case', () => {
    expect(matchLocale(['zh-HK'])).toBe('zh-HK')
    expect(matchLocale(['ja-jp'])).toBe('ja-JP')
    expect(matchLocale(['es-419'])).toBe('es-419')
  })

  it('tells the Chinese scripts and regions apart', () => {
    expect(matchLocale(['zh-Hant-TW'])).toBe('zh-TW')
    expect(matchLocale(['zh-Hant'])).toBe('zh-TW')
    expect(matchLocale(['zh-MO'])).toBe('zh-HK')
    expect(matchLocale(['zh-Hans-CN'])).toBe('zh-CN')
    expect(matchLocale(['zh'])).toBe('zh-CN')
  })

  it('falls back to the same language in another region', () => {
    expect(matchLocale(['es-MX'])).toBe('es-419')
    expect(matchLocale(['es'])).toBe('es-419')
    expect(matchLocale(['pt-PT'])).toBe('pt-BR')
    expect(matchLocale(['fr-CA'])).toBe('fr-FR')
    expect(matchLocale(['en-GB'])).toBe('en-US')
  })

  it('tries the languages in order, and ends at en-US', () => {
    expect(matchLocale(['xx', 'de-AT', 'fr'])).toBe('de-DE')
    expect(matchLocale(['xx'])).toBe('en-US')
    expect(matchLocale([])).toBe('en-US')
  })
})

describe('locales', () => {
  it('knows its codes and writes Arabic right to left', () => {
    expect(isLocale('ar-AR')).toBe(true)
    expect(isLocale('ar')).toBe(false)
    expect(localeDir('ar-AR')).toBe('rtl')
    expect(localeDir('ja-JP')).toBe('ltr')
  })
})
