// The only part of the demo wallet in the page's first load (demo builds only; main.tsx compiles the
// call out of production): it announces the wallet by EIP-6963 and keeps the event listeners. The
// wallet itself (keys, signing, prompts) loads on the first request.
import { DEMO_WALLET_NAME, DEMO_WALLET_RDNS } from './identity'
import { readSavedState } from './savedState'
import type { Emit, RequestArguments } from './types'

type Listener = (payload: unknown) => void

function storage(): Storage | undefined {
  try {
    return localStorage
  } catch {
    return undefined
  }
}

const ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0f766e"/><path d="M8 11h16v12H8z" fill="none" stroke="#fff" stroke-width="2.5" stroke-linejoin="round"/><circle cx="20" cy="17" r="2" fill="#fff"/></svg>',
)}`

export function announceDemoWallet(): void {
  const listeners = new Map<string, Set<Listener>>()
  const emit: Emit = (event, payload) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
  }
  let wallet: Promise<(args: RequestArguments) => Promise<unknown>> | undefined
  const provider = {
    request(args: RequestArguments): Promise<unknown> {
      // wagmi asks every announced wallet for its accounts on each load: one this site is not connected
      // to answers none without loading its keys, as the wallet itself would (wallet.ts).
      if (!wallet && args.method === 'eth_accounts' && readSavedState(storage())?.connected !== true)
        return Promise.resolve([])
      wallet ??= import('./demoWallet').then(({ startDemoWallet }) => startDemoWallet(emit))
      return wallet.then((request) => request(args))
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set.add(listener))
      return provider
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  const detail = Object.freeze({
    // A fixed UUIDv4: crypto.randomUUID() needs a secure context, and the demo may be opened over a LAN address.
    info: Object.freeze({
      uuid: '6f3c2a51-8d4e-4b7a-9c1f-2e5d8a7b4c90',
      name: DEMO_WALLET_NAME,
      icon: ICON,
      rdns: DEMO_WALLET_RDNS,
    }),
    provider,
  })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}
