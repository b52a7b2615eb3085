import { assignInlineVars } from '@vanilla-extract/dynamic'
import * as styles from './WalletIcon.css'

export interface WalletIconProps {
  src: string
  background: string
  size: number
}

/** A wallet's mark on its brand background; decorative, the wallet's name is always written beside it. */
export function WalletIcon({ src, background, size }: WalletIconProps) {
  return (
    <img
      className={styles.icon}
      src={src}
      alt=""
      width={size}
      height={size}
      decoding="async"
      style={assignInlineVars({ [styles.background]: background, [styles.size]: `${size}px` })}
    />
  )
}
