import type { ReactNode } from 'react'

export interface ScrollRegionProps {
  /** Names the region; what it holds ("Yarmerboard, 30 days"). */
  label: string
  className?: string
  /** The content is being replaced (a new page loading). */
  busy?: boolean
  children: ReactNode
}

/**
 * A box that scrolls sideways on narrow screens (wide tables). It takes focus, so that keyboard
 * users can scroll it too, and is named so that they know what they landed on.
 */
export function ScrollRegion({ label, className, busy = false, children }: ScrollRegionProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take focus to be scrolled by keyboard
    <section className={className} aria-label={label} tabIndex={0} aria-busy={busy}>
      {children}
    </section>
  )
}
