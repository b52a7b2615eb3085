import { Button } from '@/ui/Button/Button'
import { LazyQrCode } from './LazyQrCode'
import * as pane from './pane.css'
import type { WalletEntry } from './walletList'

export interface DownloadPaneProps {
  wallet: WalletEntry
  /** The wallet's download page, which sends each phone to its own store. */
  url: string
  onContinue: () => void
}

/** DOWNLOAD: a QR code of the phone download page (no logo: it is not a connection code), then Continue. */
export function DownloadPane({ wallet, url, onContinue }: DownloadPaneProps) {
  return (
    <div className={pane.centered}>
      <LazyQrCode value={url} label={`QR code to download ${wallet.name}`} />
      <p className={pane.text}>Scan with your phone to download {wallet.name} on iOS or Android.</p>
      <Button onClick={onContinue}>Continue</Button>
    </div>
  )
}
