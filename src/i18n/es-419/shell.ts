import type { Translation } from '../catalog'
import type shell from '../en-US/shell'

export default {
  skipToContent: 'Saltar al contenido',
  homeLink: 'Inicio de Yarm',
  mainNav: 'Navegación principal',
  menu: 'Menú',
  comingSoon: 'Próximamente',
  navYarmerboard: 'Yarmerboard',
  navPreYarms: 'Pre-Yarms',
  navYarms: 'Yarms',
  navMyReferrals: 'Mis referidos',
  navPortfolio: 'Portafolio',
  docs: 'Documentación',
  opensInNewTab: '(se abre en una pestaña nueva)',
  footerTagline: 'Yarm · Tu voz se convierte en tu rendimiento',
  version: 'Versión {version}',
  notFoundTitle: 'Página no encontrada',
  notFoundLead:
    'No hay nada en esta dirección. Puede que la página se haya movido o que el enlace sea incorrecto.',
  notFoundHomeLink: 'Ir a la página de inicio',
  errorTitle: 'Algo salió mal',
  tryAgain: 'Intentar de nuevo',
} satisfies Translation<typeof shell>
