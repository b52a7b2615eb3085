import { XAccountButton } from '@/features/auth/XAccountButton'
import { ChecklistButton } from '@/features/home/ChecklistButton'
import { ConnectButton } from '@/features/wallet/ConnectButton'
import * as styles from './Header.css'

export function AccountActions() {
  return (
    <>
      <ChecklistButton placement="header" />
      <span className={styles.wideOnly}>
        <ConnectButton />
      </span>
      <XAccountButton />
    </>
  )
}
