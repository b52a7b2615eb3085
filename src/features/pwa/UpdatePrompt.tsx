import { useI18n } from '@/i18n/useI18n'
import { Button } from '@/ui/Button/Button'
import { Notice } from '@/ui/Notice/Notice'
import { usePwa } from './usePwa'

/** Spec'd by the PWA issue: a new version waits until the person chooses to reload. */
export function UpdatePrompt() {
  const { t } = useI18n()
  const { applyUpdate } = usePwa()
  if (!applyUpdate) return null
  return (
    <Notice
      tone="info"
      actions={
        <Button size="small" onClick={applyUpdate}>
          {t('pwa.reload')}
        </Button>
      }
    >
      {t('pwa.newVersion')}
    </Notice>
  )
}
