import type { ComponentType } from 'react'
import type { Connector } from 'wagmi'
import { loadOnce } from '@/lib/loadOnce'
import { walletStore } from './state/walletStore'

/** How a listed wallet connects without WalletConnect, when the browser has it. */
export type WalletConnectorRef =
  | { kind: 'injected'; connectorId: string }
  | { kind: 'safe'; connectorId: string }
  /** `window.ethereum` of an extension that does not announce itself. */
  | { kind: 'legacy' }

export interface VerifyViewProps {
  address: string
  chainId: number
}

/**
 * What first-load and modal code may ask of the wallet runtime, which loads later and implements it:
 * nothing outside runtime/ imports runtime code, so loading it stays in WalletHost.
 */
export interface WalletRuntimePort {
  /** wagmi's reconnect on mount has finished: a connection started now cannot be undone by it. */
  settled: Promise<void>
  ensureWalletConnect(): Connector
  resetWalletConnect(): void
  connectWith(connector: Connector): Promise<void>
  connectInstalledWallet(ref: WalletConnectorRef, walletId: string, name: string): Promise<boolean>
  endConnecting(): void
  isUserRejection(error: unknown): boolean
  hasPendingWalletConnectRequest(): boolean
  refreshRelay(): Promise<void>
  loadVerifyView(): Promise<ComponentType<VerifyViewProps>>
}

let fetchRuntime: () => Promise<WalletRuntimePort>

const runtime = loadOnce(() => fetchRuntime())

export function implementRuntimeWith(fetch: () => Promise<WalletRuntimePort>) {
  fetchRuntime = fetch
}

/** The runtime module, fetched once; a failed fetch is tried again on the next call. */
export const importRuntime: () => Promise<WalletRuntimePort> = runtime.load

/** The runtime if it has loaded: errors from wagmi only exist once it has. */
export function runtimeNow(): WalletRuntimePort | undefined {
  return runtime.now()
}

export async function whenRuntime(): Promise<WalletRuntimePort> {
  walletStore.preload()
  const loaded = await importRuntime()
  await loaded.settled
  return loaded
}
