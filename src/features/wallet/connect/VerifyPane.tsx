import { Suspense, useState } from 'react'
import { lazyComponent } from '@/lib/lazyComponent'
import { importRuntime } from '../runtimePort'

/** Needs wagmi, which is there once a wallet has connected; loaded on its own so the list never waits for it. */
export const verifyView = lazyComponent(() => importRuntime().then((runtime) => runtime.loadVerifyView()))

export interface VerifyPaneProps {
  address: string
  chainId: number
}

/** Rendered directly once its code is there (suspending would hold it back by React's reveal throttle). */
export function VerifyPane(props: VerifyPaneProps) {
  const [View] = useState(verifyView.current)
  return (
    <Suspense fallback={null}>
      <View {...props} />
    </Suspense>
  )
}
