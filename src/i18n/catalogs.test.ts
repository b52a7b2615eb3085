import { describe, expect, it } from 'vitest'
import type { TranslatedCatalog } from './catalog'
import enUS from './en-US'
import { LOCALES } from './locales'

const catalogs = import.meta.glob<{ default: TranslatedCatalog }>(['./*/index.ts', '!./en-US/index.ts'], {
  eager: true,
})

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

describe('message catalogues', () => {
  it('exist for every locale but en-US', () => {
    expect(Object.keys(catalogs).sort()).toEqual(
      LOCALES.filter((locale) => locale.code !== 'en-US')
        .map((locale) => `./${locale.code}/index.ts`)
        .sort(),
    )
  })

  for (const [file, { default: catalog }] of Object.entries(catalogs)) {
    it(`${file} has exactly the en-US keys, with the same placeholders, and real text`, () => {
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(enUS).sort())
      for (const [namespace, english] of Object.entries(enUS)) {
        const translated = catalog[namespace as keyof typeof catalog] as Record<string, string>
        expect(Object.keys(translated).sort(), namespace).toEqual(Object.keys(english).sort())
        for (const [key, text] of Object.entries(english as Record<string, string>)) {
          const value = translated[key] ?? ''
          expect(value.trim(), `${namespace}.${key}`).not.toBe('')
          expect(placeholders(value), `${namespace}.${key}`).toEqual(placeholders(text))
        }
      }
    })
  }
})
