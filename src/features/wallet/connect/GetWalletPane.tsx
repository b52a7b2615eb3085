import { useI18n } from '@/i18n/useI18n'
import { Button } from '@/ui/Button/Button'
import { button } from '@/ui/Button/Button.css'
import { type DownloadOffers, describeOffers, getTarget } from './connectRoute'
import * as styles from './GetWalletPane.css'
import * as pane from './pane.css'
import type { Device } from './platform'
import { WalletIcon } from './WalletIcon'
import type { WalletEntry } from './walletCatalogue'
import '@/i18n/lazy/connect'

export interface GetWalletPaneProps {
  wallets: readonly { wallet: WalletEntry; offers: DownloadOffers }[]
  device: Device
  /** Wide, the list is beside this pane and any wallet in it can be picked instead. */
  showListHint: boolean
  onGet: (wallet: WalletEntry, target: 'DOWNLOAD_OPTIONS' | 'DOWNLOAD') => void
}

export function GetWalletPane({ wallets, device, showListHint, onGet }: GetWalletPaneProps) {
  const { t, locale } = useI18n()
  return (
    <div className={pane.pane}>
      <ul className={styles.list}>
        {wallets.map(({ wallet, offers }) => {
          const target = getTarget(offers)
          return (
            <li key={wallet.id} className={styles.row}>
              <WalletIcon src={wallet.iconUrl} background={wallet.iconBackground} size={40} />
              <div className={styles.info}>
                <span className={styles.name}>{wallet.name}</span>
                <span className={styles.offers}>{describeOffers(offers, t, locale)}</span>
              </div>
              {device === 'phone' && offers.mobile ? (
                // On a phone the store is one tap away; no instructions needed in between.
                <a
                  className={button({ variant: 'secondary', size: 'small' })}
                  href={offers.mobile}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('connect.getWallet', { wallet: wallet.name })}
                >
                  {t('connect.get')}
                </a>
              ) : (
                target && (
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={t('connect.getWallet', { wallet: wallet.name })}
                    onClick={() => onGet(wallet, target)}
                  >
                    {t('connect.get')}
                  </Button>
                )
              )}
            </li>
          )
        })}
      </ul>
      {showListHint && <p className={pane.text}>{t('connect.getListHint')}</p>}
    </div>
  )
}
