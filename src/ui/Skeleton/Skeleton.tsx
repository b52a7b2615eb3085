import { assignInlineVars } from '@vanilla-extract/dynamic'
import * as styles from './Skeleton.css'

export interface SkeletonProps {
  /** Any CSS length; the full width by default. */
  width?: string
  height?: number
}

/** A grey placeholder where text or a control will appear, so the layout does not jump. */
export function Skeleton({ width, height }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={styles.skeleton}
      style={assignInlineVars({
        ...(width ? { [styles.widthVar]: width } : {}),
        ...(height ? { [styles.heightVar]: `${height}px` } : {}),
      })}
    />
  )
}
