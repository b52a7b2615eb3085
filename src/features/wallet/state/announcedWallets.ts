import { createStore } from '@/lib/createStore'

/**
 * EIP-6963 announcements, heard from the first load on so that the connect modal can list wallets before
 * wagmi is there; wagmi asks again once loaded and makes its own connectors (ids are the rdns).
 */

export interface AnnouncedWallet {
  uuid: string
  name: string
  icon: string
  rdns: string
}

interface Announcement {
  info: AnnouncedWallet
  provider: unknown
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0

export function createAnnouncedWallets() {
  const wallets = createStore<readonly AnnouncedWallet[]>([])
  const providers = new Map<string, unknown>()

  /** Kept as wagmi keeps them: first by uuid, then by rdns; an rdns without a dot is none of a wallet's. */
  function add(detail: Partial<Announcement> | null | undefined): void {
    const info = detail?.info
    if (!info || !isText(info.uuid) || !isText(info.rdns) || !isText(info.name) || !detail.provider) return
    if (!info.rdns.includes('.')) return
    if (wallets.get().some((wallet) => wallet.uuid === info.uuid || wallet.rdns === info.rdns)) return
    const wallet: AnnouncedWallet = {
      uuid: info.uuid,
      name: info.name,
      icon: typeof info.icon === 'string' ? info.icon : '',
      rdns: info.rdns,
    }
    providers.set(wallet.rdns, detail.provider)
    wallets.set((known) => [...known, wallet])
  }

  let watching = false
  return {
    watch(target: Window = window): void {
      if (watching) return
      watching = true
      target.addEventListener('eip6963:announceProvider', (event) =>
        add((event as CustomEvent<Partial<Announcement> | undefined>).detail),
      )
      target.dispatchEvent(new Event('eip6963:requestProvider'))
    },
    get: wallets.get,
    subscribe: wallets.subscribe,
    providerOf: (rdns: string): unknown => providers.get(rdns),
  }
}

export const announcedWallets = createAnnouncedWallets()

/** Inside a frame (a Safe app), the Safe connector is the wallet; elsewhere it would only probe for nothing. */
export function inFrame(): boolean {
  return typeof window !== 'undefined' && window.self !== window.top
}
