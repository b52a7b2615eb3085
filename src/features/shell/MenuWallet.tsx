import { ConnectButton } from '@/features/wallet/ConnectButton'
import * as styles from './Header.css'

export interface MenuWalletProps {
  onChoose: () => void
}

/** The wallet button inside the mobile menu sheet, where the header has no room for it (960px and below). */
export function MenuWallet({ onChoose }: MenuWalletProps) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: closes the sheet when the button inside is used
    // biome-ignore lint/a11y/useKeyWithClickEvents: the button inside is the control; keyboard activation clicks it
    <div className={styles.narrowOnly} onClick={onChoose}>
      <ConnectButton />
    </div>
  )
}
