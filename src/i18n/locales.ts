/** Spec section 9: about 20 locales, en-US by default. */
export const LOCALES = [
  { code: 'en-US', label: 'English (US)', dir: 'ltr' },
  { code: 'ar-AR', label: 'العربية', dir: 'rtl' },
  { code: 'de-DE', label: 'Deutsch', dir: 'ltr' },
  { code: 'es-419', label: 'Español (Latinoamérica)', dir: 'ltr' },
  { code: 'fr-FR', label: 'Français', dir: 'ltr' },
  { code: 'hi-IN', label: 'हिन्दी', dir: 'ltr' },
  { code: 'id-ID', label: 'Bahasa Indonesia', dir: 'ltr' },
  { code: 'ja-JP', label: '日本語', dir: 'ltr' },
  { code: 'ko-KR', label: '한국어', dir: 'ltr' },
  { code: 'ms-MY', label: 'Bahasa Melayu', dir: 'ltr' },
  { code: 'pt-BR', label: 'Português (Brasil)', dir: 'ltr' },
  { code: 'ru-RU', label: 'Русский', dir: 'ltr' },
  { code: 'th-TH', label: 'ไทย', dir: 'ltr' },
  { code: 'tr-TR', label: 'Türkçe', dir: 'ltr' },
  { code: 'uk-UA', label: 'Українська', dir: 'ltr' },
  { code: 'vi-VN', label: 'Tiếng Việt', dir: 'ltr' },
  { code: 'zh-CN', label: '简体中文', dir: 'ltr' },
  { code: 'zh-HK', label: '繁體中文（香港）', dir: 'ltr' },
  { code: 'zh-TW', label: '繁體中文（台灣）', dir: 'ltr' },
] as const

export type Locale = (typeof LOCALES)[number]['code']
export const DEFAULT_LOCALE: Locale = 'en-US'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && LOCALES.some((locale) => locale.code === value)
}

export function localeDir(locale: Locale): 'ltr' | 'rtl' {
  return LOCALES.find((entry) => entry.code === locale)?.dir ?? 'ltr'
}

/**
 * The best supported locale for the browser's languages: an exact match first, then the same
 * language (zh-Hant → zh-TW, es-MX → es-419, pt-PT → pt-BR), else en-US.
 */
export function matchLocale(languages: readonly string[]): Locale {
  for (const raw of languages) {
    const wanted = raw.toLowerCase()
    const exact = LOCALES.find((locale) => locale.code.toLowerCase() === wanted)
    if (exact) return exact.code
    const [language, ...rest] = wanted.split('-')
    if (language === 'zh') {
      if (rest.includes('hk') || rest.includes('mo')) return 'zh-HK'
      if (rest.includes('hant') || rest.includes('tw')) return 'zh-TW'
      return 'zh-CN'
    }
    const sameLanguage = LOCALES.find((locale) => locale.code.split('-')[0]?.toLowerCase() === language)
    if (sameLanguage) return sameLanguage.code
  }
  return DEFAULT_LOCALE
}
