import type { ReactNode } from 'react'

export interface ScrollRegionProps {
  label: string
  className?: string
  busy?: boolean
  children: ReactNode
}

/** It takes focus, so that keyboard users can scroll it too. */
export function ScrollRegion({ label, className, busy = false, children }: ScrollRegionProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take focus to be scrolled by keyboard
    <section className={className} aria-label={label} tabIndex={0} aria-busy={busy}>
      {children}
    </section>
  )
}
