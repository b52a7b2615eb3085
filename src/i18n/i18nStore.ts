import { DEV_TOOLS } from '@/config'
import { createStore } from '@/lib/createStore'
import type { Catalog, MessageKey, MessageParams, TranslatedCatalog } from './catalog'
import { DEFAULT_LOCALE, isLocale, type Locale, localeDir, matchLocale } from './locales'

type Messages = Partial<Catalog> | TranslatedCatalog
type Namespace = keyof Catalog

// Every other locale is its own chunk, downloaded only when chosen.
const loaders = import.meta.glob<{ default: TranslatedCatalog }>(['./*/index.ts', '!./en-US/index.ts'])

// en-US, the static HTML's language, comes in pieces: the namespaces the shell and the home page use
// are in the first load; those only some pages or dialogs use come with the code that shows them
// (src/i18n/lazy/, provideNamespace). A namespace file added to en-US/ is in the first load unless it
// is listed here, in LAZY_NAMESPACES and in src/i18n/lazy/.
const firstLoadEnUS = import.meta.glob<{ default: Record<string, string> }>(
  [
    './en-US/*.ts',
    '!./en-US/index.ts',
    '!./en-US/boards.ts',
    '!./en-US/connect.ts',
    '!./en-US/deposit.ts',
    '!./en-US/projects.ts',
    '!./en-US/referrals.ts',
    '!./en-US/share.ts',
    '!./en-US/withdraw.ts',
  ],
  { eager: true },
)
const lazyEnUS = import.meta.glob<{ default: Record<string, string> }>([
  './en-US/boards.ts',
  './en-US/connect.ts',
  './en-US/deposit.ts',
  './en-US/projects.ts',
  './en-US/referrals.ts',
  './en-US/share.ts',
  './en-US/withdraw.ts',
])
export const LAZY_NAMESPACES = [
  'boards',
  'connect',
  'deposit',
  'projects',
  'referrals',
  'share',
  'withdraw',
] as const satisfies readonly Namespace[]
export type LazyNamespace = (typeof LAZY_NAMESPACES)[number]

const namespaceOf = (file: string) => file.slice('./en-US/'.length, -'.ts'.length)
let enUS = Object.fromEntries(
  Object.entries(firstLoadEnUS).map(([file, module]) => [namespaceOf(file), module.default]),
) as Partial<Catalog>

const STORAGE_KEY = 'yarm.locale'

interface State {
  locale: Locale
  messages: Messages
}

const active = createStore<State>({ locale: DEFAULT_LOCALE, messages: enUS })
/** What the static HTML was rendered with: en-US, with the namespaces loaded so far. */
let serverState: State = active.get()

function addNamespace(namespace: LazyNamespace, messages: Record<string, string>) {
  if (namespace in enUS) return
  enUS = { ...enUS, [namespace]: messages }
  serverState = { locale: DEFAULT_LOCALE, messages: enUS }
  if (active.get().locale === DEFAULT_LOCALE) active.set(serverState)
}

/**
 * Adds an en-US namespace that is not in the first load. Called by the modules of src/i18n/lazy/,
 * which every module using that namespace's keys imports (a unit test checks it), so that the
 * namespace comes in the same chunk, or a chunk preloaded with it, as the code that shows it.
 */
export function provideNamespace<N extends LazyNamespace>(namespace: N, messages: Catalog[N]) {
  addNamespace(namespace, messages as Record<string, string>)
}

const loading = new Map<LazyNamespace, Promise<void>>()

/** A namespace shown before its module was imported (a slip the unit test should have caught): loaded now. */
function loadNamespace(namespace: LazyNamespace): Promise<void> {
  let load = loading.get(namespace)
  if (!load) {
    const loader = lazyEnUS[`./en-US/${namespace}.ts`]
    load = (loader ? loader() : Promise.reject(new Error(`i18n: no namespace ${namespace}`))).then(
      (module) => addNamespace(namespace, module.default),
      (error: unknown) => {
        loading.delete(namespace)
        throw error
      },
    )
    loading.set(namespace, load)
  }
  return load
}

const isLazyNamespace = (namespace: string): namespace is LazyNamespace =>
  (LAZY_NAMESPACES as readonly string[]).includes(namespace)

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
  const english = lookup(enUS, key)
  if (english === undefined) {
    // A namespace asked for before its chunk came (a component outside the route or dialog that loads
    // it): loaded now, and everything re-renders with it; a slip to fix, reported while developing.
    const namespace = key.slice(0, key.indexOf('.'))
    if (isLazyNamespace(namespace) && !(namespace in enUS)) {
      if (DEV_TOOLS) console.error(`i18n: "${key}" shown before its namespace was loaded`)
      void loadNamespace(namespace).catch(() => {})
    }
  } else if (DEV_TOOLS) {
    // A key missing from a translation falls back to en-US (and is reported while developing).
    console.warn(`i18n: missing "${key}" in ${active.get().locale}`)
  }
  return interpolate(english ?? key, params as Record<string, string | number> | undefined)
}

function applyToDocument(locale: Locale) {
  document.documentElement.lang = locale
  document.documentElement.dir = localeDir(locale)
}

export const i18nStore = {
  get: active.get,
  getServerState: () => serverState,
  subscribe: active.subscribe,
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
    applyToDocument(locale)
    active.set({ locale, messages })
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
