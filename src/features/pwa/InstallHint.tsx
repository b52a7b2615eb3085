import { useEffect, useState } from 'react'
import { useI18n } from '@/i18n/useI18n'
import { Button } from '@/ui/Button/Button'
import { Notice } from '@/ui/Notice/Notice'
import { IosInstallSheet } from './IosInstallSheet'
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
