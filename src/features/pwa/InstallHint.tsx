import { useEffect, useState } from 'react'
import { useI18n } from '@/i18n/useI18n'
import { Button } from '@/ui/Button/Button'
import { Dialog } from '@/ui/Dialog/Dialog'
import { Notice } from '@/ui/Notice/Notice'
import { countVisit, installDismissedStore } from './install'
import { isIosSafari, isStandalone } from './pwaStore'
import { usePwa } from './usePwa'

/** From the second visit; never in the installed app. */
export function InstallHint() {
  const { t } = useI18n()
  const { installPrompt } = usePwa()
  const [eligible, setEligible] = useState(false)
  const [ios, setIos] = useState(false)
  const [sheet, setSheet] = useState(false)

  useEffect(() => {
    const visits = countVisit()
    if (isStandalone() || installDismissedStore.read()) return
    setIos(isIosSafari())
    setEligible(visits >= 2)
  }, [])

  if (!eligible || (!installPrompt && !ios)) return null
  const dismiss = () => {
    installDismissedStore.write(true)
    setEligible(false)
  }
  return (
    <>
      <Notice
        tone="info"
        onDismiss={dismiss}
        actions={
          <Button
            size="small"
            onClick={() => {
              if (installPrompt) {
                void installPrompt.prompt()
                void installPrompt.userChoice.then(
                  ({ outcome }) => outcome === 'accepted' && setEligible(false),
                )
              } else setSheet(true)
            }}
          >
            {t('pwa.install')}
          </Button>
        }
      >
        {t('pwa.installHint')}
      </Notice>
      <IosInstallSheet open={sheet} onClose={() => setSheet(false)} />
    </>
  )
}

export interface IosInstallSheetProps {
  open: boolean
  onClose: () => void
}

export function IosInstallSheet({ open, onClose }: IosInstallSheetProps) {
  const { t } = useI18n()
  // The Share icon sits inside the sentence, where the translation puts it.
  const [beforeIcon, afterIcon] = t('pwa.iosStepShare', { icon: '{icon}' }).split('{icon}')
  return (
    <Dialog open={open} onClose={onClose} title={t('pwa.iosTitle')} placement="bottom">
      <ol>
        <li>
          {beforeIcon}
          <span aria-hidden="true">(□↑)</span>
          {afterIcon}
        </li>
        <li>{t('pwa.iosStepAdd')}</li>
        <li>{t('pwa.iosStepConfirm')}</li>
      </ol>
    </Dialog>
  )
}
