import { i18nStore, translate } from '@/i18n/i18nStore'
import type { I18n } from '@/i18n/useI18n'
import '@/i18n/lazy/connect'

/** Where a connection attempt stands, as the connect pane shows it (spec sections 4 and 8). */
export type AttemptStatus =
  | 'idle'
  | 'opening'
  | 'connecting'
  | 'confirm-extension'
  | 'accept-in-wallet'
  | 'scan'
  | 'continue-in-app'
  | 'not-installed'
  | 'not-available'
  | 'relay-unreachable'
  | 'failed'
  /** The pairing handed to the wallet before the page reloaded ran out meanwhile. */
  | 'lapsed'

/** Statuses that are errors: shown with Retry, announced assertively. */
export const FAILED_STATUSES: ReadonlySet<AttemptStatus> = new Set(['relay-unreachable', 'failed', 'lapsed'])

type Translate = I18n['t']

/** Outside React (tests, logs): the active language, read from the store. */
const storeT: Translate = (key, ...params) => translate(i18nStore.get().messages, key, ...params)

/** The status line in the active language; components pass the `t` of their `useI18n()`. */
export function statusText(status: AttemptStatus, wallet: string, t: Translate = storeT): string {
  switch (status) {
    case 'idle':
      return ''
    case 'opening':
      return t('connect.statusOpening', { wallet })
    case 'connecting':
      return t('connect.statusConnecting')
    case 'confirm-extension':
      return t('connect.statusConfirmExtension')
    case 'accept-in-wallet':
      return t('connect.statusAcceptInWallet')
    case 'scan':
      return wallet === 'WalletConnect' ? t('connect.statusScanPhone') : t('connect.scanWith', { wallet })
    case 'continue-in-app':
      return t('connect.statusContinue', { wallet })
    case 'not-installed':
      return t('connect.statusNotInstalled', { wallet })
    case 'not-available':
      return t('connect.statusNotAvailable', { wallet })
    case 'relay-unreachable':
      return t('connect.statusRelayUnreachable')
    case 'failed':
      return t('connect.statusFailed', { wallet })
    case 'lapsed':
      return t('connect.statusLapsed', { wallet })
  }
}
