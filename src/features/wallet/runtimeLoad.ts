import { implementRuntimeWith, importRuntime } from './runtimePort'
import { hadConnection } from './walletconnect/resume/returningWallet'

/**
 * For a returning wallet, wagmi's reconnect module (loadRuntimeForReturningWallet): the rest of the runtime is
 * fetched after it, whoever asks for it (the first render's WalletHost, the background job), so the two never
 * compete for the network.
 */
let reconnectFirst: Promise<unknown> = Promise.resolve()

/** The one import of the runtime from outside it. */
export const runtimeModule = () => reconnectFirst.then(() => import('./runtime/WalletRuntime'))
implementRuntimeWith(() => runtimeModule().then((module) => module.walletRuntime))

/**
 * For a wallet connected on an earlier visit, fetches the runtime now (start/firstThing, before the rest of
 * the app). Returns whether it was one.
 */
export function loadRuntimeForReturningWallet(): boolean {
  const returning = hadConnection()
  if (returning) {
    // A reconnect module that fails to load leaves the runtime to reconnect on its own.
    reconnectFirst = import('./runtime/reconnect').catch(() => {})
    importRuntime().catch(() => {})
  }
  return returning
}
