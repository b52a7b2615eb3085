import { i18nStore } from '@/i18n/i18nStore'
import { LOCALES, type Locale } from '@/i18n/locales'
import { useI18n } from '@/i18n/useI18n'
import { Dropdown } from '@/ui/Dropdown/Dropdown'

const OPTIONS = LOCALES.map((locale) => ({ key: locale.code, label: locale.label }))

export function LocaleSelect() {
  const { locale, t } = useI18n()
  return (
    <Dropdown<Locale>
      label={t('common.language')}
      options={OPTIONS}
      value={locale}
      count={8}
      onSelect={(next) => void i18nStore.setLocale(next)}
    />
  )
}
