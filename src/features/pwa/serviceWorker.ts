import { messageSW, Workbox } from 'workbox-window'
import { repairPrecache, SHELL_ENTRIES, type Shell } from '@/swPrecacheRepair'
import { updatePwa } from './pwaStore'

/** This page opens the shell's cache and puts back what the browser dropped (src/swPrecacheRepair.ts). */
async function keepShellWhole(): Promise<void> {
  const worker = navigator.serviceWorker.controller
  if (!worker) return
  const { cacheName, entries } = (await messageSW(worker, { type: SHELL_ENTRIES })) as Shell
  await repairPrecache(await caches.open(cacheName), entries, fetch)
}

const keepShell = () => void keepShellWhole().catch(() => {})

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
  wb.addEventListener('controlling', keepShell)
  void wb.register().then(keepShell, () => {
    // No service worker (private mode, blocked): the app works online as a plain site.
  })
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return
    void wb.update().catch(() => {})
    keepShell()
  })
}
