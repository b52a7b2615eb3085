import { lazy, Suspense, useState } from 'react'
import { Button } from '@/ui/Button/Button'
import type { ShareRequest } from './ShareDialog'

// The drawing and the dialog load when a person asks to share, never with the page.
const ShareDialog = lazy(() => import('./ShareDialog').then((module) => ({ default: module.ShareDialog })))

export interface ShareButtonProps {
  /** The visible text, also the dialog's title ("Share my rank"). */
  title: string
  /** The accessible name, where the visible text alone would be ambiguous (one per project card). */
  label?: string
  /** Built when pressed, so the card shows what the page shows then; pages import `requests` inside it so the builders load on the press. */
  request: () => Promise<ShareRequest>
}

export function ShareButton({ title, label, request }: ShareButtonProps) {
  const [open, setOpen] = useState<ShareRequest | null>(null)
  return (
    <>
      <Button
        variant="secondary"
        size="small"
        aria-label={label}
        onClick={() => void request().then(setOpen)}
      >
        {title}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ShareDialog request={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  )
}
