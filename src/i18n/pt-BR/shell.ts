import type { Translation } from '../catalog'
import type shell from '../en-US/shell'

export default {
  skipToContent: 'Pular para o conteúdo',
  homeLink: 'Página inicial do Yarm',
  mainNav: 'Navegação principal',
  menu: 'Menu',
  comingSoon: 'Em breve',
  navYarmerboard: 'Yarmerboard',
  navPreYarms: 'Pre-Yarms',
  navYarms: 'Yarms',
  navMyReferrals: 'Minhas indicações',
  navPortfolio: 'Portfólio',
  docs: 'Documentação',
  opensInNewTab: '(abre em uma nova aba)',
  footerTagline: 'Yarm · Sua voz vira seu rendimento',
  version: 'Versão {version}',
  notFoundTitle: 'Página não encontrada',
  notFoundLead: 'Não há nada neste endereço. Talvez a página tenha mudado de lugar ou o link esteja errado.',
  notFoundHomeLink: 'Ir para a página inicial',
  errorTitle: 'Algo deu errado',
  tryAgain: 'Tentar novamente',
} satisfies Translation<typeof shell>
