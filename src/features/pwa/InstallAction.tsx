import { useEffect, useState } from 'react'
import { useI18n } from '@/i18n/useI18n'
import { Button } from '@/ui/Button/Button'
import { IosInstallSheet } from './IosInstallSheet'
import { isIosSafari, isStandalone } from './pwaStore'
import { usePwa } from './usePwa'

export interface InstallActionProps {
  onChoose?: () => void
}

export function InstallAction({ onChoose }: InstallActionProps) {
  const { t } = useI18n()
  const { installPrompt } = usePwa()
  const [ios, setIos] = useState(false)
  const [standalone, setStandalone] = useState(true)
  const [sheet, setSheet] = useState(false)
  useEffect(() => {
    setIos(isIosSafari())
    setStandalone(isStandalone())
  }, [])
  if (standalone || (!installPrompt && !ios)) return null
  return (
    <>
      <Button
        variant="secondary"
        block
        onClick={() => {
          onChoose?.()
          if (installPrompt) void installPrompt.prompt()
          else setSheet(true)
        }}
      >
        {t('pwa.installApp')}
      </Button>
      <IosInstallSheet open={sheet} onClose={() => setSheet(false)} />
    </>
  )
}
