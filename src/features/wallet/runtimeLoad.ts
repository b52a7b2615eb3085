// Imported first by main.tsx: a returning wallet's runtime is fetched while the rest of the first load
// evaluates, so that wagmi reconnects it as soon as the page's own code has run.
import { implementRuntimeWith, importRuntime } from './runtimePort'
import { hadConnection } from './walletconnect/resume/returningWallet'

/** The one import of the runtime from outside it. */
export const runtimeModule = () => import('./runtime/WalletRuntime')
implementRuntimeWith(() => runtimeModule().then((module) => module.walletRuntime))

if (typeof window !== 'undefined' && hadConnection()) importRuntime().catch(() => {})
