import { DEV_TOOLS } from '@/config'
import type { Catalog, MessageKey, MessageParams, TranslatedCatalog } from './catalog'
import enUS from './en-US'
import { DEFAULT_LOCALE, isLocale, type Locale, localeDir, matchLocale } from './locales'

type Messages = Catalog | TranslatedCatalog

// Every other locale is its own chunk, downloaded only when chosen.
const loaders = import.meta.glob<{ default: TranslatedCatalog }>(['./*/index.ts', '!./en-US/index.ts'])

const STORAGE_KEY = 'yarm.locale'

interface State {
  locale: Locale
  messages: Messages
}

let state: State = { locale: DEFAULT_LOCALE, messages: enUS }
const serverState: State = state
const listeners = new Set<() => void>()

function lookup(messages: Messages, key: string): string | undefined {
  const dot = key.indexOf('.')
  const namespace = (messages as Record<string, Record<string, string> | undefined>)[key.slice(0, dot)]
  return namespace?.[key.slice(dot + 1)]
}

/** Fills `{name}` placeholders; the values are plain text (React escapes them when rendering). */
export function interpolate(text: string, params?: Record<string, string | number>): string {
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match))
}

export function translate<K extends MessageKey>(
  messages: Messages,
  key: K,
  ...[params]: MessageParams<K>
): string {
  const text = lookup(messages, key)
  if (text !== undefined) return interpolate(text, params as Record<string, string | number> | undefined)
  // A key missing from a translation falls back to en-US (and is reported while developing).
  if (DEV_TOOLS) console.warn(`i18n: missing "${key}" in ${state.locale}`)
  return interpolate(lookup(enUS, key) ?? key, params as Record<string, string | number> | undefined)
}

function applyToDocument(locale: Locale) {
  document.documentElement.lang = locale
  document.documentElement.dir = localeDir(locale)
}

export const i18nStore = {
  getState: () => state,
  getServerState: () => serverState,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /** Switches language: loads the locale's chunk, then everything re-renders in it. */
  async setLocale(locale: Locale, { remember = true } = {}) {
    const messages = locale === DEFAULT_LOCALE ? enUS : (await loaders[`./${locale}/index.ts`]?.())?.default
    if (!messages) return
    if (remember) {
      try {
        localStorage.setItem(STORAGE_KEY, locale)
      } catch {
        // The choice lasts for this page only.
      }
    }
    state = { locale, messages }
    applyToDocument(locale)
    for (const listener of listeners) listener()
  },
}

/** The user's remembered choice, else the browser's languages. */
export function preferredLocale(): Locale {
  try {
    const stored = localStorage.getItem(STORAGE_KEY)
    if (isLocale(stored)) return stored
    if (stored !== null) localStorage.removeItem(STORAGE_KEY)
  } catch {
    // Storage blocked: fall through to the browser's languages.
  }
  return matchLocale(navigator.languages ?? [navigator.language])
}
