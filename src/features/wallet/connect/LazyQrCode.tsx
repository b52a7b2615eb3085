import { type ComponentProps, lazy, Suspense } from 'react'
import * as pane from './pane.css'

/** The QR encoder is a tenth of the modal's code and only some steps draw a code: it loads on first use. */
export const preloadQrCode = () => import('./QrCode')
const QrCode = lazy(() => preloadQrCode().then((module) => ({ default: module.QrCode })))

export function LazyQrCode(props: ComponentProps<typeof QrCode>) {
  return (
    <Suspense fallback={<div className={pane.qrPlaceholder} role="progressbar" aria-label={props.label} />}>
      <QrCode {...props} />
    </Suspense>
  )
}
