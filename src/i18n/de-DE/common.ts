import type { Translation } from '../catalog'
import type common from '../en-US/common'

export default {
  retry: 'Erneut versuchen',
  retrying: 'Wird erneut versucht…',
  close: 'Schließen',
  dismiss: 'Ausblenden',
  back: 'Zurück',
  cancel: 'Abbrechen',
  copy: 'Kopieren',
  copied: 'Kopiert!',
  loading: 'Wird geladen…',
  connectX: 'X verbinden',
  offlineReason: 'Du bist offline: Dafür ist eine Verbindung nötig.',
  language: 'Sprache',
} satisfies Translation<typeof common>
