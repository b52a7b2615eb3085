import type { Translation } from '../catalog'
import type common from '../en-US/common'

export default {
  retry: 'Tentar novamente',
  retrying: 'Tentando novamente…',
  close: 'Fechar',
  dismiss: 'Dispensar',
  back: 'Voltar',
  cancel: 'Cancelar',
  copy: 'Copiar',
  copied: 'Copiado!',
  loading: 'Carregando…',
  connectX: 'Conectar X',
  offlineReason: 'Você está offline: isso precisa de conexão.',
  language: 'Idioma',
} satisfies Translation<typeof common>
