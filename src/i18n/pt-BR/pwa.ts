import type { Translation } from '../catalog'
import type pwa from '../en-US/pwa'

export default {
  installApp: 'Instalar app',
  install: 'Instalar',
  installHint: 'Instale o Yarm na sua tela de início para acessar mais rápido, até offline.',
  iosTitle: 'Adicione o Yarm à Tela de Início',
  iosStepShare: 'Toque no botão Compartilhar {icon} na barra de ferramentas do Safari.',
  iosStepAdd: 'Escolha “Adicionar à Tela de Início”.',
  iosStepConfirm: 'Toque em “Adicionar”. O Yarm passa a abrir como um app, em tela cheia.',
  offlineSince: 'Offline · exibindo dados de {time}',
  offlineNotSaved:
    'Você está offline, e esta página ainda não foi salva para uso offline. Ela vai carregar quando você estiver online de novo.',
  newVersion: 'Nova versão disponível',
  reload: 'Recarregar',
} satisfies Translation<typeof pwa>
