import type { Translation } from '../catalog'
import type common from '../en-US/common'

export default {
  retry: 'Reintentar',
  retrying: 'Reintentando…',
  close: 'Cerrar',
  dismiss: 'Descartar',
  back: 'Atrás',
  cancel: 'Cancelar',
  copy: 'Copiar',
  copied: '¡Copiado!',
  loading: 'Cargando…',
  connectX: 'Conectar X',
  offlineReason: 'Estás sin conexión: esto necesita internet.',
  language: 'Idioma',
} satisfies Translation<typeof common>
