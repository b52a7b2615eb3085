import { implementRuntimeWith, importRuntime } from './runtimePort'
import { hadConnection } from './walletconnect/resume/returningWallet'

/** The one import of the runtime from outside it. */
export const runtimeModule = () => import('./runtime/WalletRuntime')
implementRuntimeWith(() => runtimeModule().then((module) => module.walletRuntime))

/**
 * For a wallet connected on an earlier visit, fetches the runtime now (start/firstThing, before the rest of
 * the app). Returns whether it was one.
 */
export function loadRuntimeForReturningWallet(): boolean {
  const returning = hadConnection()
  if (returning) {
    // wagmi's reconnect alone first, then the rest of the runtime, which would compete with it.
    import('./runtime/reconnect')
      .catch(() => {})
      .then(importRuntime)
      .catch(() => {})
  }
  return returning
}
