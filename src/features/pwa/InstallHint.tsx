import { useEffect, useState } from 'react'
import { Button } from '@/ui/Button/Button'
import { Dialog } from '@/ui/Dialog/Dialog'
import { Notice } from '@/ui/Notice/Notice'
import { countVisit, installDismissedStore } from './install'
import { isIosSafari, isStandalone } from './pwaStore'
import { usePwa } from './usePwa'

/**
 * From the second visit: a dismissible hint to install the app, with the browser's own prompt where
 * there is one, or the Share → Add to Home Screen steps on iOS Safari. Never in the installed app.
 */
export function InstallHint() {
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
            Install
          </Button>
        }
      >
        Install Yarm on your home screen for faster access, even offline.
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
  return (
    <Dialog open={open} onClose={onClose} title="Add Yarm to your Home Screen" placement="bottom">
      <ol>
        <li>
          Tap the Share button <span aria-hidden="true">(□↑)</span> in Safari's toolbar.
        </li>
        <li>Choose “Add to Home Screen”.</li>
        <li>Tap “Add”. Yarm then opens like an app, full screen.</li>
      </ol>
    </Dialog>
  )
}
