/**
 * The wallets this browser has, as they announce themselves by EIP-6963, heard from the first load on so
 * that the connect modal can list them before the wallet runtime (wagmi) is there. Framework-free and
 * tiny: it keeps what a wallet says about itself and its provider, nothing else. wagmi, once loaded,
 * asks again and makes its own connectors of the same announcements (their ids are the rdns).
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

type Listener = () => void

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0

export function createAnnouncedWallets() {
  let wallets: readonly AnnouncedWallet[] = []
  const providers = new Map<string, unknown>()
  const listeners = new Set<Listener>()

  /**
   * One announcement. Kept as wagmi keeps it: the first with a given uuid, then the first with a given
   * rdns (wagmi makes one connector per rdns); an rdns without a dot is not a wallet's reverse-DNS id
   * (wagmi's own connectors' ids have none), so it is not listed.
   */
  function add(detail: Partial<Announcement> | null | undefined): void {
    const info = detail?.info
    if (!info || !isText(info.uuid) || !isText(info.rdns) || !isText(info.name) || !detail.provider) return
    if (!info.rdns.includes('.')) return
    if (wallets.some((wallet) => wallet.uuid === info.uuid || wallet.rdns === info.rdns)) return
    const wallet: AnnouncedWallet = {
      uuid: info.uuid,
      name: info.name,
      icon: typeof info.icon === 'string' ? info.icon : '',
      rdns: info.rdns,
    }
    providers.set(wallet.rdns, detail.provider)
    wallets = [...wallets, wallet]
    for (const listener of listeners) listener()
  }

  let watching = false
  return {
    /** Listens for announcements and asks every wallet already in the page to announce itself. */
    watch(target: Window = window): void {
      if (watching) return
      watching = true
      target.addEventListener('eip6963:announceProvider', (event) =>
        add((event as CustomEvent<Partial<Announcement> | undefined>).detail),
      )
      target.dispatchEvent(new Event('eip6963:requestProvider'))
    },
    /** The announced wallets, in the order they announced themselves (a stable snapshot). */
    getState: (): readonly AnnouncedWallet[] => wallets,
    getServerState: (): readonly AnnouncedWallet[] => [],
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    /** The EIP-1193 provider a wallet announced with. */
    providerOf: (rdns: string): unknown => providers.get(rdns),
  }
}

export const announcedWallets = createAnnouncedWallets()

/** Inside a frame (a Safe app), the Safe connector is the wallet; elsewhere it would only probe for nothing. */
export function inFrame(): boolean {
  return typeof window !== 'undefined' && window.self !== window.top
}
