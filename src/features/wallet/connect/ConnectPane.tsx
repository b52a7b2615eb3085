import { isStandalone } from '@/features/pwa/pwaStore'
import { useI18n } from '@/i18n/useI18n'
import { Button } from '@/ui/Button/Button'
import { button } from '@/ui/Button/Button.css'
import * as styles from './ConnectPane.css'
import { type DownloadOffers, getTarget } from './connectRoute'
import { LazyQrCode } from './LazyQrCode'
import * as pane from './pane.css'
import { type Device, detectMobileOs } from './platform'
import { FAILED_STATUSES, statusText } from './statusText'
import type { ConnectAttempt } from './useConnectFlow'
import { WalletIcon } from './WalletIcon'
import type { WalletEntry } from './walletCatalogue'
import '@/i18n/lazy/connect'

export interface ConnectPaneProps {
  wallet: WalletEntry
  attempt: ConnectAttempt
  offers: DownloadOffers
  device: Device
  onRetry: () => void
  onOpenApp: () => void
  onGet: (target: 'DOWNLOAD_OPTIONS' | 'DOWNLOAD') => void
  /** Back from the wallet app with no answer yet: the pane says the app is waiting for it. */
  returned?: boolean
}

export function ConnectPane({
  wallet,
  attempt,
  offers,
  device,
  onRetry,
  onOpenApp,
  onGet,
  returned = false,
}: ConnectPaneProps) {
  const { t } = useI18n()
  const { status, route, uri } = attempt
  const text = statusText(status, wallet.name, t)
  // Read only while connecting on a phone, long after hydration: no server/client mismatch.
  const iosStandalone =
    status === 'continue-in-app' &&
    isStandalone() &&
    detectMobileOs(navigator.userAgent, navigator.maxTouchPoints) === 'ios'
  const failed = FAILED_STATUSES.has(status)
  const getTargetStep = getTarget(offers)
  const qr = route === 'walletconnect-qr'
  const appLink = route === 'walletconnect-mobile' || route === 'walletconnect-desktop'

  const getFooter = getTargetStep && (
    <div className={styles.footer}>
      <span className={pane.text}>{t('connect.dontHaveWallet', { wallet: wallet.name })}</span>
      {device === 'phone' && offers.mobile ? (
        // A phone goes straight to its store: a download QR code would have nothing to scan it with.
        <a
          className={button({ variant: 'secondary', size: 'small' })}
          href={offers.mobile}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('connect.getWallet', { wallet: wallet.shortName })}
        </a>
      ) : (
        <Button variant="secondary" size="small" onClick={() => onGet(getTargetStep)}>
          {t('connect.getWallet', { wallet: wallet.shortName })}
        </Button>
      )}
    </div>
  )

  if (qr && status === 'scan' && uri && wallet.qrCode) {
    return (
      <div className={pane.centered}>
        <LazyQrCode
          value={wallet.qrCode.getUri(uri)}
          label={t('connect.qrConnectLabel', { wallet: wallet.name })}
          icon={{ src: wallet.iconUrl, background: wallet.iconBackground }}
        />
        <p className={pane.text}>{t('connect.qrScanHint', { wallet: wallet.name })}</p>
        {getFooter}
      </div>
    )
  }

  const working =
    status === 'connecting' ||
    status === 'opening' ||
    status === 'confirm-extension' ||
    status === 'accept-in-wallet'

  return (
    <div className={pane.centered}>
      {qr && status === 'connecting' ? (
        <div className={pane.qrPlaceholder} role="progressbar" aria-label={t('connect.qrCreating')}>
          <span className={pane.spinner} />
        </div>
      ) : (
        <WalletIcon src={wallet.iconUrl} background={wallet.iconBackground} size={64} />
      )}
      {failed ? (
        <p role="alert" className={pane.error}>
          {text}
          {attempt.reason && (
            <>
              <br />
              {attempt.reason}
            </>
          )}
        </p>
      ) : (
        <p className={pane.status}>{text}</p>
      )}
      {working && !qr && <span className={pane.spinner} aria-hidden="true" />}
      {status === 'continue-in-app' && (
        <p className={pane.text}>
          {returned
            ? t('connect.waitingForAnswer', { wallet: wallet.name })
            : t('connect.approveInApp', { wallet: wallet.name })}
        </p>
      )}
      {/* An installed app on iOS cannot be reopened by a wallet's link back: say so. */}
      {status === 'continue-in-app' && iosStandalone && (
        <p className={pane.text}>{t('connect.returnByHand')}</p>
      )}
      {status === 'not-available' && (
        <p className={pane.text}>
          {t('connect.notAvailableHint', { wallet: wallet.name, shortName: wallet.shortName })}
        </p>
      )}
      <div className={pane.actions}>
        {failed && <Button onClick={onRetry}>{t('common.retry')}</Button>}
        {appLink && (status === 'continue-in-app' || status === 'opening') && (
          <Button variant={status === 'continue-in-app' ? 'primary' : 'secondary'} onClick={onOpenApp}>
            {t('connect.openWallet', { wallet: wallet.shortName })}
          </Button>
        )}
      </div>
      {(status === 'not-installed' || status === 'not-available' || appLink || failed) && getFooter}
    </div>
  )
}
