import { assignInlineVars } from '@vanilla-extract/dynamic'
import { type ReactElement, type ReactNode, useId, useState } from 'react'
import * as styles from './Tooltip.css'

export interface TooltipProps {
  content: ReactNode
  /** Distance from the anchor in px (spec default 8). */
  offset?: number
  /** Renders the anchor; spread the props on the focusable element so that it is described by the tip. */
  children: (anchorProps: { 'aria-describedby': string }) => ReactElement
}

export function Tooltip({ content, offset = 8, children }: TooltipProps) {
  const id = useId()
  const [open, setOpen] = useState(false)
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only listens; the anchor inside is the control
    <span
      className={styles.anchor}
      onPointerEnter={() => setOpen(true)}
      onPointerLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false)
      }}
    >
      {children({ 'aria-describedby': id })}
      {/* Always in the DOM, so that the description is there for assistive tech before it is shown. */}
      <span
        role="tooltip"
        id={id}
        hidden={!open}
        className={styles.tooltip}
        style={offset === 8 ? undefined : assignInlineVars({ [styles.offsetVar]: `${offset}px` })}
      >
        {content}
      </span>
    </span>
  )
}
