import { type ComponentType, useState } from 'react'
import { useI18n } from '@/i18n/useI18n'
import { lazyComponent } from '@/lib/lazyComponent'
import { Button } from '@/ui/Button/Button'
import { Notice } from '@/ui/Notice/Notice'
import type { ShareDialogProps, ShareRequest } from './ShareDialog'

// The drawing and the dialog load when a person asks to share, never with the page; the installed app
// keeps them with its shell (scripts/pwa.ts), so a card is made offline too.
const shareDialog = lazyComponent<ShareDialogProps>(() =>
  import('./ShareDialog').then((module) => module.ShareDialog),
)

export interface ShareButtonProps {
  /** The visible text, also the dialog's title ("Share my rank"). */
  title: string
  /** The accessible name, where the visible text alone would be ambiguous (one per project card). */
  label?: string
  /** Built when pressed, so the card shows what the page shows then; pages import `requests` inside it so the builders load on the press. */
  request: () => Promise<ShareRequest>
}

export function ShareButton({ title, label, request }: ShareButtonProps) {
  const { t } = useI18n()
  // The dialog chosen once it and the request are both here, so it opens drawn, never suspended.
  const [open, setOpen] = useState<{ Dialog: ComponentType<ShareDialogProps>; request: ShareRequest } | null>(
    null,
  )
  const [unreachable, setUnreachable] = useState(false)
  const share = async () => {
    setUnreachable(false)
    try {
      const [made, Dialog] = await Promise.all([request(), shareDialog.load()])
      setOpen({ Dialog, request: made })
    } catch {
      // Their code out of reach (offline without the installed app's shell): said here, the page unchanged.
      setUnreachable(true)
    }
  }
  return (
    <>
      <Button variant="secondary" size="small" aria-label={label} onClick={() => void share()}>
        {title}
      </Button>
      {unreachable && (
        <Notice tone="error" onDismiss={() => setUnreachable(false)}>
          {t('errors.network')}
        </Notice>
      )}
      {open && <open.Dialog request={open.request} onClose={() => setOpen(null)} />}
    </>
  )
}
