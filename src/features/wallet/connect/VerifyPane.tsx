import { Suspense, useState } from 'react'
import { lazyComponent } from '@/lib/lazyComponent'
import { importRuntime } from '../runtimePort'

/**
 * The verify view needs wagmi: it only shows once a wallet has connected, so the runtime is there by then.
 * Loaded on its own so that the list never waits for it; fetched as soon as the runtime reports.
 */
export const verifyView = lazyComponent(() => importRuntime().then((runtime) => runtime.loadVerifyView()))

/** Rendered directly once its code is there (suspending would hold it back by React's reveal throttle). */
export function VerifyPane(props: { address: string; chainId: number }) {
  const [View] = useState(verifyView.current)
  return (
    <Suspense fallback={null}>
      <View {...props} />
    </Suspense>
  )
}
