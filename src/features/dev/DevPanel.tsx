import { lazy, Suspense, useState } from 'react'
import { Button } from '@/ui/Button/Button'
import * as styles from './DevPanel.css'

// The panel itself (its forms, the chain clock, the API's development actions) loads on the first press.
const DevDialog = lazy(() => import('./DevDialog').then((module) => ({ default: module.DevDialog })))

/** Development builds only (compiled out of production, see DEV_TOOLS). */
export function DevPanel() {
  const [open, setOpen] = useState(false)
  // Kept mounted once opened, so that what was typed and the last message stay between openings.
  const [loaded, setLoaded] = useState(false)
  return (
    <>
      <Button
        variant="secondary"
        size="small"
        className={styles.toggle}
        onClick={() => {
          setLoaded(true)
          setOpen(true)
        }}
      >
        Dev tools
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <DevDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
