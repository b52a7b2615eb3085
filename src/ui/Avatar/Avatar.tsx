import { assignInlineVars } from '@vanilla-extract/dynamic'
import { useState } from 'react'
import { config } from '@/config'
import { isValidXHandle } from '@/lib/xHandle'
import * as styles from './Avatar.css'
import { DEFAULT_AVATAR_SRC } from './defaultAvatar'

export interface AvatarProps {
  /** The X handle whose picture to show; without one (or with an invalid one) the default stays. */
  xHandle?: string | null
  size?: number
  /** Accessible text; most avatars sit next to the name they picture and stay decorative (''). */
  alt?: string
}

type Status = 'loading' | 'loaded' | 'errored'

export function avatarUrl(xHandle: string): string {
  return `${config.avatarBaseUrl}/twitter/${encodeURIComponent(xHandle)}`
}

export function Avatar({ xHandle, size = 40, alt = '' }: AvatarProps) {
  const src = xHandle && isValidXHandle(xHandle) ? avatarUrl(xHandle) : undefined
  // Keyed by source, so a new handle starts from the default again.
  const [state, setState] = useState<{ src: string | undefined; status: Status }>({ src, status: 'loading' })
  const status: Status = state.src === src ? state.status : 'loading'
  return (
    <span
      className={styles.root}
      style={size === 40 ? undefined : assignInlineVars({ [styles.sizeVar]: `${size}px` })}
    >
      {/* The default image carries the text alternative; the picture over it only changes the look. */}
      <img className={styles.fallback} src={DEFAULT_AVATAR_SRC} alt={alt} width={size} height={size} />
      {src && status !== 'errored' && (
        <img
          key={src}
          className={styles.image}
          src={src}
          alt=""
          width={size}
          height={size}
          // CORS mode, so that the service worker caches real responses, never opaque errors.
          crossOrigin="anonymous"
          decoding="async"
          loading="lazy"
          referrerPolicy="no-referrer"
          data-status={status}
          onLoad={() => setState({ src, status: 'loaded' })}
          onError={() => setState({ src, status: 'errored' })}
        />
      )}
    </span>
  )
}
