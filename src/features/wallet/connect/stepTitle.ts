import type { I18n } from '@/i18n/useI18n'
import type { ConnectStep } from './connectSteps'
import { statusText } from './statusText'
import type { ConnectAttempt } from './useConnectFlow'
import type { WalletEntry } from './walletCatalogue'
import '@/i18n/lazy/connect'

/** The connect dialog's name on each step (it is also its visible title). */
export function stepTitle(
  step: ConnectStep,
  wallet: WalletEntry | null,
  attempt: ConnectAttempt,
  compact: boolean,
  t: I18n['t'],
) {
  if (!wallet)
    return step === 'LEARN_COMPACT'
      ? t('connect.titleLearn')
      : step === 'GET'
        ? t('connect.titleGet')
        : t('connect.titleConnect')
  switch (step) {
    case 'CONNECT':
      return attempt.route === 'walletconnect-qr' ? statusText('scan', wallet.name, t) : wallet.name
    case 'DOWNLOAD_OPTIONS':
      return t('connect.titleGetWallet', { wallet: wallet.name })
    case 'DOWNLOAD':
      return t('connect.titleInstall', { wallet: wallet.name })
    case 'INSTRUCTIONS_MOBILE':
    case 'INSTRUCTIONS_EXTENSION':
    case 'INSTRUCTIONS_DESKTOP':
      return t('connect.titleGetStarted', { wallet: compact ? wallet.shortName : wallet.name })
    default:
      return t('connect.titleConnect')
  }
}
