import { assignInlineVars } from '@vanilla-extract/dynamic'
import * as styles from './Skeleton.css'

export interface SkeletonProps {
  width?: string
  height?: number
}

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
