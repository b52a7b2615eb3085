import { useCallback } from 'react'
import { useStore } from '@/lib/useStore'
import type { MessageKey, MessageParams } from './catalog'
import { i18nStore, translate } from './i18nStore'
import type { Locale } from './locales'

export interface I18n {
  locale: Locale
  t: <K extends MessageKey>(key: K, ...params: MessageParams<K>) => string
  /** Plural messages: `key_one` / `key_other` (and other CLDR categories when a locale has them). */
  tn: <K extends MessageKey>(key: string, count: number, ...params: MessageParams<K>) => string
}

/** The active locale and its messages; en-US while rendering static HTML and hydrating. */
export function useI18n(): I18n {
  const state = useStore(i18nStore, i18nStore.getServerState)
  const t = useCallback(
    <K extends MessageKey>(key: K, ...params: MessageParams<K>) => translate(state.messages, key, ...params),
    [state.messages],
  )
  const tn = useCallback(
    <K extends MessageKey>(key: string, count: number, ...params: MessageParams<K>) => {
      const category = new Intl.PluralRules(state.locale).select(count)
      const specific = `${key}_${category}` as K
      const other = `${key}_other` as K
      const chosen = translate(state.messages, specific, ...params)
      return chosen === specific ? translate(state.messages, other, ...params) : chosen
    },
    [state.messages, state.locale],
  )
  return { locale: state.locale, t, tn }
}
