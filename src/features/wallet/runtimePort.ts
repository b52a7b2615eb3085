import { loadOnce } from '@/lib/loadOnce'
import { walletStore } from './state/walletStore'

/**
 * The wallet runtime (wagmi, viem, the connectors) as a module, fetched once. The connect modal renders
 * without it; what needs wagmi (connecting a chosen wallet, the WalletConnect pairing) waits for it here.
 */
export type WalletRuntimeModule = typeof import('./runtime/WalletRuntime')

const runtime = loadOnce(() => import('./runtime/WalletRuntime'))

export const importRuntime: () => Promise<WalletRuntimeModule> = runtime.load

/** The runtime if it has loaded: errors from wagmi only exist once it has. */
export function runtimeNow(): WalletRuntimeModule | undefined {
  return runtime.now()
}

/**
 * The runtime mounted (so its state reaches the app) and settled: wagmi's reconnect on mount has
 * finished, so a connection started now cannot be undone by it.
 */
export async function whenRuntime(): Promise<WalletRuntimeModule> {
  walletStore.preload()
  const module = await importRuntime()
  await module.settled
  return module
}
