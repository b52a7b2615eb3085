/** What the PWA layer knows (update waiting, install available), framework-free. */

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

export interface PwaState {
  /** A new version is installed and waiting; calling it activates it and reloads once. */
  applyUpdate: (() => void) | null
  /** The browser's install prompt, when it offered one. */
  installPrompt: BeforeInstallPromptEvent | null
}

let state: PwaState = { applyUpdate: null, installPrompt: null }
const listeners = new Set<() => void>()

export const pwaStore = {
  getState: () => state,
  getServerState: (): PwaState => ({ applyUpdate: null, installPrompt: null }),
  set(patch: Partial<PwaState>) {
    state = { ...state, ...patch }
    for (const listener of listeners) listener()
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

/**
 * Registered synchronously at start-up: browsers fire `beforeinstallprompt` once, early, and only a
 * listener that is already there can keep it for the Install action.
 */
export function captureInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    pwaStore.set({ installPrompt: event as BeforeInstallPromptEvent })
  })
  window.addEventListener('appinstalled', () => pwaStore.set({ installPrompt: null }))
}

/** Running as an installed app (home screen), where install hints make no sense. */
export function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  )
}

/** iOS Safari: no install prompt exists; people add the app through Share → Add to Home Screen. */
export function isIosSafari(): boolean {
  const ua = navigator.userAgent
  const ios =
    /iPad|iPhone|iPod/.test(ua) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)
  return ios && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS/.test(ua)
}
