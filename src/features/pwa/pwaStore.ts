import { createStore } from '@/lib/createStore'

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

export interface PwaState {
  /** A new version is installed and waiting; calling it activates it and reloads once. */
  applyUpdate: (() => void) | null
  installPrompt: BeforeInstallPromptEvent | null
}

export const NO_PWA: PwaState = { applyUpdate: null, installPrompt: null }

export const pwaStore = createStore<PwaState>(NO_PWA)

export function updatePwa(patch: Partial<PwaState>) {
  pwaStore.set((state) => ({ ...state, ...patch }))
}

/**
 * Registered synchronously at start-up: browsers fire `beforeinstallprompt` once, early, and only a
 * listener that is already there can keep it for the Install action.
 */
export function captureInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    updatePwa({ installPrompt: event as BeforeInstallPromptEvent })
  })
  window.addEventListener('appinstalled', () => updatePwa({ installPrompt: null }))
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
