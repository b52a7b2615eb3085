import { useMemo } from 'react'
import { CopyLinkButton } from './CopyLinkButton'
import * as styles from './QrCode.css'
import { qrShape } from './qr'

export interface QrCodeProps {
  value: string
  label: string
  /** The wallet's mark in the middle (connect codes only; error correction M absorbs it). */
  icon?: { src: string; background: string }
}

/** Quiet zone around the modules, in modules: enough for phone cameras on a white frame. */
const MARGIN = 2

/** A QR code drawn as one SVG path, with a Copy link action beside it: a code is never the only way. */
export function QrCode({ value, label, icon }: QrCodeProps) {
  const shape = useMemo(() => qrShape(value, { withHole: Boolean(icon) }), [value, icon])
  const box = shape.size + MARGIN * 2
  const hole = shape.hole
  return (
    <figure className={styles.figure}>
      <div className={styles.frame}>
        <svg
          className={styles.svg}
          viewBox={`${-MARGIN} ${-MARGIN} ${box} ${box}`}
          role="img"
          aria-label={label}
          shapeRendering="crispEdges"
        >
          <rect x={-MARGIN} y={-MARGIN} width={box} height={box} fill="#ffffff" />
          <path d={shape.path} fill="#000000" />
          {icon && hole && (
            <>
              <rect
                x={hole.start + 0.5}
                y={hole.start + 0.5}
                width={hole.size - 1}
                height={hole.size - 1}
                rx={(hole.size - 1) / 4}
                fill={icon.background}
              />
              <image
                href={icon.src}
                x={hole.start + 0.5}
                y={hole.start + 0.5}
                width={hole.size - 1}
                height={hole.size - 1}
              />
            </>
          )}
        </svg>
      </div>
      <CopyLinkButton value={value} />
    </figure>
  )
}
