import { walletStore } from './walletStore'

/**
 * The wallet runtime (wagmi, viem, the connectors) as a module, fetched once. The connect modal renders
 * without it; what needs wagmi (connecting a chosen wallet, the WalletConnect pairing) waits for it here.
 */
export type WalletRuntimeModule = typeof import('./runtime/WalletRuntime')

let loading: Promise<WalletRuntimeModule> | undefined
let loaded: WalletRuntimeModule | undefined

export function importRuntime(): Promise<WalletRuntimeModule> {
  loading ??= import('./runtime/WalletRuntime').then(
    (module) => {
      loaded = module
      return module
    },
    (error: unknown) => {
      // A failed fetch (offline, a deploy in between) may be tried again.
      loading = undefined
      throw error
    },
  )
  return loading
}

/** The runtime if it has loaded: errors from wagmi only exist once it has. */
export function runtimeNow(): WalletRuntimeModule | undefined {
  return loaded
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
