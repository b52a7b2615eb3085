import { useI18n } from '@/i18n/useI18n'
import { Button } from '@/ui/Button/Button'
import { LazyQrCode } from './LazyQrCode'
import * as pane from './pane.css'
import type { WalletEntry } from './walletCatalogue'
import '@/i18n/lazy/connect'

export interface DownloadPaneProps {
  wallet: WalletEntry
  /** The wallet's download page, which sends each phone to its own store. */
  url: string
  onContinue: () => void
}

/** DOWNLOAD: a QR code of the phone download page (no logo: it is not a connection code), then Continue. */
export function DownloadPane({ wallet, url, onContinue }: DownloadPaneProps) {
  const { t } = useI18n()
  return (
    <div className={pane.centered}>
      <LazyQrCode value={url} label={t('connect.qrDownloadLabel', { wallet: wallet.name })} />
      <p className={pane.text}>{t('connect.downloadHint', { wallet: wallet.name })}</p>
      <Button onClick={onContinue}>{t('connect.continue')}</Button>
    </div>
  )
}
