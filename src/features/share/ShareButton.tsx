import { lazy, Suspense, useState } from 'react'
import { Button } from '@/ui/Button/Button'
import type { ShareRequest } from './ShareDialog'

// The drawing and the dialog load when a person asks to share, never with the page.
const ShareDialog = lazy(() => import('./ShareDialog'))

export interface ShareButtonProps {
  /** Builds the request when pressed, so the card shows what the page shows at that moment. */
  request: () => ShareRequest
}

/** "Share my rank", "Share my vote": opens the share dialog with a card made on the device. */
export function ShareButton({ request }: ShareButtonProps) {
  const [open, setOpen] = useState<ShareRequest | null>(null)
  const label = request().title
  return (
    <>
      <Button variant="secondary" size="small" onClick={() => setOpen(request())}>
        {label}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ShareDialog request={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  )
}
