import type { Translation } from '../catalog'
import type pwa from '../en-US/pwa'

export default {
  installApp: 'App installieren',
  install: 'Installieren',
  installHint: 'Installiere Yarm auf deinem Home-Bildschirm – für schnelleren Zugriff, auch offline.',
  iosTitle: 'Yarm zum Home-Bildschirm hinzufügen',
  iosStepShare: 'Tippe in der Safari-Symbolleiste auf die Teilen-Taste {icon}.',
  iosStepAdd: 'Wähle „Zum Home-Bildschirm“.',
  iosStepConfirm: 'Tippe auf „Hinzufügen“. Yarm öffnet sich dann wie eine App im Vollbild.',
  offlineSince: 'Offline · Daten vom {time}',
  offlineNotSaved:
    'Du bist offline, und diese Seite wurde noch nicht für die Offline-Nutzung gespeichert. Sie wird geladen, sobald du wieder online bist.',
  newVersion: 'Neue Version verfügbar',
  reload: 'Neu laden',
} satisfies Translation<typeof pwa>
