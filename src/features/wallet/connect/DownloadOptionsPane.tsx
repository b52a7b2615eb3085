import { useI18n } from '@/i18n/useI18n'
import { Button } from '@/ui/Button/Button'
import { button } from '@/ui/Button/Button.css'
import type { DownloadOffers } from './connectRoute'
import type { DownloadSurface } from './connectSteps'
import * as styles from './DownloadOptionsPane.css'
import * as pane from './pane.css'
import type { Browser } from './platform'
import { statusText } from './statusText'
import { WalletIcon } from './WalletIcon'
import type { WalletEntry } from './walletCatalogue'
import '@/i18n/lazy/connect'

/** Browser names are brands, written the same in every language; any other browser is "your browser". */
const BROWSER_NAMES: Record<Exclude<Browser, 'other'>, string> = {
  chrome: 'Chrome',
  edge: 'Edge',
  firefox: 'Firefox',
  opera: 'Opera',
  safari: 'Safari',
}

export interface DownloadOptionsPaneProps {
  wallet: WalletEntry
  offers: DownloadOffers
  browser: Browser
  notInstalled: boolean
  onChoose: (surface: DownloadSurface) => void
  onScan: (() => void) | null
}

export function DownloadOptionsPane({
  wallet,
  offers,
  browser,
  notInstalled,
  onChoose,
  onScan,
}: DownloadOptionsPaneProps) {
  const { t } = useI18n()
  const browserName = browser === 'other' ? null : BROWSER_NAMES[browser]
  const icon = <WalletIcon src={wallet.iconUrl} background={wallet.iconBackground} size={48} />
  return (
    <div className={pane.pane}>
      {notInstalled && <p className={pane.status}>{statusText('not-installed', wallet.name, t)}</p>}
      <ul className={styles.cards}>
        {offers.extension && (
          <li className={styles.card}>
            {icon}
            <div className={styles.cardText}>
              <h3 className={pane.heading}>
                {browserName
                  ? t('connect.extensionTitle', { wallet: wallet.name, browser: browserName })
                  : t('connect.extensionTitleGeneric', { wallet: wallet.name })}
              </h3>
              <p className={pane.text}>{t('connect.extensionText')}</p>
            </div>
            <a
              className={`${button({ variant: 'primary', size: 'small' })} ${styles.cardAction}`}
              href={offers.extension}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => onChoose('extension')}
            >
              {browserName && browser !== 'safari'
                ? t('connect.addToBrowser', { browser: browserName })
                : t('connect.getExtension')}
            </a>
          </li>
        )}
        {offers.desktop && (
          <li className={styles.card}>
            {icon}
            <div className={styles.cardText}>
              <h3 className={pane.heading}>{t('connect.desktopTitle', { wallet: wallet.name })}</h3>
              <p className={pane.text}>{t('connect.desktopText')}</p>
            </div>
            <a
              className={`${button({ variant: 'primary', size: 'small' })} ${styles.cardAction}`}
              href={offers.desktop}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => onChoose('desktop')}
            >
              {t('connect.getDesktopApp')}
            </a>
          </li>
        )}
        {offers.mobile && (
          <li className={styles.card}>
            {icon}
            <div className={styles.cardText}>
              <h3 className={pane.heading}>{t('connect.mobileTitle', { wallet: wallet.name })}</h3>
              <p className={pane.text}>{t('connect.mobileText')}</p>
            </div>
            <Button size="small" className={styles.cardAction} onClick={() => onChoose('mobile')}>
              {t('connect.getMobileApp')}
            </Button>
          </li>
        )}
      </ul>
      {onScan && (
        <div className={pane.actions}>
          <span className={pane.text}>{t('connect.alreadyOnPhone')}</span>
          <button type="button" className={pane.linkButton} onClick={onScan}>
            {t('connect.scanWith', { wallet: wallet.shortName })}
          </button>
        </div>
      )}
    </div>
  )
}
