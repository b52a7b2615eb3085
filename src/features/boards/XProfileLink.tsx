import { isValidXHandle, xProfileUrl } from '@/lib/xHandle'
import * as styles from './XProfileLink.css'

export interface XProfileLinkProps {
  xHandle: string
  className?: string
}

/** Isolated, so the "@" stays before the handle on a right-to-left page. */
export function XProfileLink({ xHandle, className }: XProfileLinkProps) {
  if (!isValidXHandle(xHandle))
    return (
      <bdi className={className ?? styles.plain} dir="auto">
        {xHandle}
      </bdi>
    )
  return (
    <a
      className={className ?? styles.link}
      href={xProfileUrl(xHandle)}
      target="_blank"
      rel="noopener noreferrer"
      dir="ltr"
    >
      @{xHandle}
    </a>
  )
}
