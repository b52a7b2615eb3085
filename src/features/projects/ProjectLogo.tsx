import { assignInlineVars } from '@vanilla-extract/dynamic'
import { useState } from 'react'
import * as styles from './ProjectLogo.css'

export interface ProjectLogoProps {
  name: string
  /** Only http(s) addresses reach here (the schema drops anything else). */
  src: string | null
  size?: number
}

export function ProjectLogo({ name, src, size = 44 }: ProjectLogoProps) {
  const [failed, setFailed] = useState<string | null>(null)
  const style = size === 44 ? undefined : assignInlineVars({ [styles.sizeVar]: `${size}px` })
  if (!src || failed === src) {
    return (
      <span className={styles.logo} style={style} aria-hidden="true">
        {name.trim().charAt(0).toUpperCase() || '?'}
      </span>
    )
  }
  return (
    <img
      className={styles.logo}
      style={style}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(src)}
    />
  )
}
