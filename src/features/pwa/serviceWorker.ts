import { Workbox } from 'workbox-window'
import { updatePwa } from './pwaStore'

/** Installed apps (iOS above all) rarely reload, so updates are also looked for whenever the app becomes visible again. */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return
  const wb = new Workbox('/sw.js', { scope: '/' })
  wb.addEventListener('waiting', () => {
    updatePwa({
      applyUpdate: () => {
        wb.addEventListener('controlling', () => window.location.reload())
        wb.messageSkipWaiting()
      },
    })
  })
  void wb.register().catch(() => {
    // No service worker (private mode, blocked): the app works online as a plain site.
  })
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void wb.update().catch(() => {})
  })
}
