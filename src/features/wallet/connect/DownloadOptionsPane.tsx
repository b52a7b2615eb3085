import { Button } from '@/ui/Button/Button'
import { button } from '@/ui/Button/Button.css'
import type { DownloadOffers } from './connectRoute'
import type { DownloadSurface } from './connectSteps'
import * as styles from './DownloadOptionsPane.css'
import * as pane from './pane.css'
import type { Browser } from './platform'
import { statusText } from './statusText'
import { WalletIcon } from './WalletIcon'
import type { WalletEntry } from './walletList'

const BROWSER_NAMES: Record<Browser, string> = {
  chrome: 'Chrome',
  edge: 'Edge',
  firefox: 'Firefox',
  opera: 'Opera',
  safari: 'Safari',
  other: 'your browser',
}

export interface DownloadOptionsPaneProps {
  wallet: WalletEntry
  offers: DownloadOffers
  browser: Browser
  /** Picked in the list but not in this browser: say so first. */
  notInstalled: boolean
  onChoose: (surface: DownloadSurface) => void
  /** Connect with the phone app instead, when the wallet has one. */
  onScan: (() => void) | null
}

/** DOWNLOAD_OPTIONS: the ways to get the wallet here (extension, desktop app, phone app). */
export function DownloadOptionsPane({
  wallet,
  offers,
  browser,
  notInstalled,
  onChoose,
  onScan,
}: DownloadOptionsPaneProps) {
  const browserName = BROWSER_NAMES[browser]
  const icon = <WalletIcon src={wallet.iconUrl} background={wallet.iconBackground} size={48} />
  return (
    <div className={pane.pane}>
      {notInstalled && <p className={pane.status}>{statusText('not-installed', wallet.name)}</p>}
      <ul className={styles.cards}>
        {offers.extension && (
          <li className={styles.card}>
            {icon}
            <div className={styles.cardText}>
              <h3 className={pane.heading}>
                {wallet.name} for {browserName}
              </h3>
              <p className={pane.text}>Your wallet right in the browser, a click away on any page.</p>
            </div>
            <a
              className={`${button({ variant: 'primary', size: 'small' })} ${styles.cardAction}`}
              href={offers.extension}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => onChoose('extension')}
            >
              {browser === 'other' || browser === 'safari' ? 'Get the extension' : `Add to ${browserName}`}
            </a>
          </li>
        )}
        {offers.desktop && (
          <li className={styles.card}>
            {icon}
            <div className={styles.cardText}>
              <h3 className={pane.heading}>{wallet.name} for Desktop</h3>
              <p className={pane.text}>A full app on your computer, for hardware wallets and more.</p>
            </div>
            <a
              className={`${button({ variant: 'primary', size: 'small' })} ${styles.cardAction}`}
              href={offers.desktop}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => onChoose('desktop')}
            >
              Get the desktop app
            </a>
          </li>
        )}
        {offers.mobile && (
          <li className={styles.card}>
            {icon}
            <div className={styles.cardText}>
              <h3 className={pane.heading}>{wallet.name} for Mobile</h3>
              <p className={pane.text}>Your wallet in your pocket; connect here by scanning a code.</p>
            </div>
            <Button size="small" className={styles.cardAction} onClick={() => onChoose('mobile')}>
              Get the mobile app
            </Button>
          </li>
        )}
      </ul>
      {onScan && (
        <div className={pane.actions}>
          <span className={pane.text}>Already on your phone?</span>
          <button type="button" className={pane.linkButton} onClick={onScan}>
            Scan with {wallet.shortName}
          </button>
        </div>
      )}
    </div>
  )
}
