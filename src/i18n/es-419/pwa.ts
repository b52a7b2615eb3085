import type { Translation } from '../catalog'
import type pwa from '../en-US/pwa'

export default {
  installApp: 'Instalar app',
  install: 'Instalar',
  installHint: 'Instala Yarm en tu pantalla de inicio para entrar más rápido, incluso sin conexión.',
  iosTitle: 'Agrega Yarm a tu pantalla de inicio',
  iosStepShare: 'Toca el botón Compartir {icon} en la barra de herramientas de Safari.',
  iosStepAdd: 'Elige “Agregar a inicio”.',
  iosStepConfirm: 'Toca “Agregar”. Yarm se abrirá como una app, en pantalla completa.',
  offlineSince: 'Sin conexión · datos del {time}',
  offlineNotSaved:
    'Estás sin conexión y esta página todavía no se guardó para usarla sin conexión. Se cargará cuando vuelvas a estar en línea.',
  newVersion: 'Nueva versión disponible',
  reload: 'Recargar',
} satisfies Translation<typeof pwa>
